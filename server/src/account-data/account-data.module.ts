import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module';
import { ComplaintsModule } from '../complaints/complaints.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { WishlistModule } from '../wishlist/wishlist.module';
import { AccountDataController } from './account-data.controller';
import { AccountDataResolver } from './account-data.resolver';
import { AccountDataService } from './account-data.service';

/** "Download my data": what the store keeps about the signed-in account, read from each module that owns a part. */
@Module({
  imports: [UsersModule, AddressesModule, OrdersModule, ComplaintsModule, WishlistModule],
  controllers: [AccountDataController],
  providers: [AccountDataService, AccountDataResolver],
})
export class AccountDataModule {}
