import { Module } from '@nestjs/common';
import { MailModule, MailRegistry } from '../mail';
import { UsersModule } from '../users/users.module';
import { CONTACT_MAILS } from './contact-mails';
import { ContactController } from './contact.controller';
import { ContactResolver } from './contact.resolver';
import { ContactService } from './contact.service';

/** The contact page's message form (it keeps nothing but the outbox's message and the throttle's count). */
@Module({
  imports: [MailModule, UsersModule],
  controllers: [ContactController],
  providers: [ContactService, ContactResolver],
})
export class ContactModule {
  constructor(mail: MailRegistry) {
    mail.registerTemplates(CONTACT_MAILS);
  }
}
