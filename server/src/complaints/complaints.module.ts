import { AuditRegistry } from '../common/audit/audit-registry';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FeedToBus } from '../database/feed-to-bus';
import { MailModule, MailRegistry } from '../mail';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { ComplaintChange, complaintsElsewhere } from './complaint-events';
import { COMPLAINT_MAILS } from './complaint-mails';
import { ComplaintNotices } from './complaint-notices';
import { ComplaintsController } from './complaints.controller';
import { ComplaintsResolver } from './complaints.resolver';
import { ComplaintsService } from './complaints.service';
import { Complaint, ComplaintSchema } from './schemas/complaint.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: Complaint.name, schema: ComplaintSchema }]),
    UsersModule,
    OrdersModule,
    MailModule,
  ],
  controllers: [ComplaintsController],
  providers: [ComplaintsService, ComplaintsResolver, ComplaintNotices],
  exports: [ComplaintsService],
})
export class ComplaintsModule {
  /**
   * A new complaint and each answer write an email notice, which the outbox relays, with the
   * complaints' templates. Other
   * instances' changes come as complaint events through the change feed.
   */
  constructor(
    mail: MailRegistry,
    notices: ComplaintNotices,
    feed: FeedToBus,
    complaints: ComplaintsService,
    audit: AuditRegistry,
  ) {
    audit.register('complaints', complaints.auditSource());
    mail.registerSource('complaints', notices, ComplaintChange);
    mail.registerTemplates(COMPLAINT_MAILS);
    feed.publishDocuments(complaintsElsewhere((which) => complaints.changed(which)));
  }
}
