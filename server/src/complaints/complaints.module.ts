import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module';
import { OutboxService } from '../mail/outbox.service';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { ComplaintNotices } from './complaint-notices';
import { ComplaintsController } from './complaints.controller';
import { ComplaintsFreshness } from './complaints-freshness';
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
  providers: [ComplaintsService, ComplaintsResolver, ComplaintNotices, ComplaintsFreshness],
  exports: [ComplaintsService],
})
export class ComplaintsModule {
  /** A new complaint and each answer write an email notice, which the outbox relays. */
  constructor(outbox: OutboxService, notices: ComplaintNotices) {
    outbox.registerSource('complaints', notices);
  }
}
