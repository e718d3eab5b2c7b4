import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module';
import { ComplaintsModule } from '../complaints/complaints.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { CustomersController } from './customers.controller';
import { CustomersResolver } from './customers.resolver';
import { CustomersService } from './customers.service';

/** The admin's customers: shoppers with their figures, orders, complaints and addresses (docs/architecture.md "Customers and packing slips"). */
@Module({
  imports: [UsersModule, OrdersModule, ComplaintsModule, AddressesModule],
  controllers: [CustomersController],
  providers: [CustomersService, CustomersResolver],
})
export class CustomersModule {}
