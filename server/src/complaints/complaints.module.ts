import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FeedToBus } from '../database/feed-to-bus';
import { MailModule } from '../mail/mail.module';
import { OutboxService } from '../mail/outbox.service';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { complaintsElsewhere } from './complaint-events';
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
   * A new complaint and each answer write an email notice, which the outbox relays. Other
   * instances' changes come as complaint events through the change feed.
   */
  constructor(outbox: OutboxService, notices: ComplaintNotices, feed: FeedToBus, complaints: ComplaintsService) {
    outbox.registerSource('complaints', notices);
    feed.publishDocuments(complaintsElsewhere((which) => complaints.changed(which)));
  }
}
