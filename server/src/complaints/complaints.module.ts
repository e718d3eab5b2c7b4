import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { ComplaintsController } from './complaints.controller';
import { ComplaintsFreshness } from './complaints-freshness';
import { ComplaintsResolver } from './complaints.resolver';
import { ComplaintsService } from './complaints.service';
import { Complaint, ComplaintSchema } from './schemas/complaint.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: Complaint.name, schema: ComplaintSchema }]), UsersModule, OrdersModule],
  controllers: [ComplaintsController],
  providers: [ComplaintsService, ComplaintsResolver, ComplaintsFreshness],
  exports: [ComplaintsService],
})
export class ComplaintsModule {}
