import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailRegistry } from './mail-registry';
import { MailTransport } from './mail-transport';
import { OutboxService } from './outbox.service';
import { OutgoingMail, OutgoingMailSchema } from './schemas/outgoing-mail.schema';

/**
 * Email: the outbox (notices relayed from the modules that own them, claimed and sent once), the
 * layout and rendering, and the transport (SMTP_URL, `.eml` files in development, or off). Modules
 * with email import it through `mail/index.ts` and register their notice sources and templates
 * with the MailRegistry; it imports no domain module.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutgoingMail.name, schema: OutgoingMailSchema }])],
  providers: [OutboxService, MailTransport, MailRegistry],
  exports: [MailRegistry],
})
export class MailModule {}
