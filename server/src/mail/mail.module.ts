import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailTransport } from './mail-transport';
import { OutboxService } from './outbox.service';
import { OutgoingMail, OutgoingMailSchema } from './schemas/outgoing-mail.schema';

/**
 * Email: the outbox (notices relayed from the modules that own them, claimed and sent once) and
 * the transport (SMTP_URL, `.eml` files in development, or off). Modules with notices import it
 * and register as a NoticeSource; it imports no domain module.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutgoingMail.name, schema: OutgoingMailSchema }])],
  providers: [OutboxService, MailTransport],
  exports: [OutboxService],
})
export class MailModule {}
