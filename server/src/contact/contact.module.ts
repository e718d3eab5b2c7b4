import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AttemptThrottleModule } from '../common/throttle/attempt-throttle.module';
import { MailModule, MailRegistry } from '../mail';
import { ContactMessageReceived } from './contact-events';
import { CONTACT_MAILS } from './contact-mails';
import { ContactNotices } from './contact-notices';
import { ContactController } from './contact.controller';
import { ContactResolver } from './contact.resolver';
import { ContactService } from './contact.service';
import { ContactMessage, ContactMessageSchema } from './schemas/contact-message.schema';

/** The contact page's message form: each message is kept until the outbox has its email. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: ContactMessage.name, schema: ContactMessageSchema }]),
    MailModule,
    AttemptThrottleModule,
  ],
  controllers: [ContactController],
  providers: [ContactService, ContactResolver, ContactNotices],
})
export class ContactModule {
  /** Contact messages are a notice source, with their template. */
  constructor(mail: MailRegistry, notices: ContactNotices) {
    mail.registerSource('contact', notices, ContactMessageReceived);
    mail.registerTemplates(CONTACT_MAILS);
  }
}
