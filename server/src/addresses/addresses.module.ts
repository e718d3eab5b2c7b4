import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EventBus } from '../common/events/event-bus';
import { AccountDeleted } from '../users/account-events';
import { AddressesController } from './addresses.controller';
import { AddressesResolver } from './addresses.resolver';
import { AddressesService } from './addresses.service';
import { AddressBook, AddressBookSchema } from './schemas/address-book.schema';

/** Each account's delivery addresses; orders ask it where they go (`AddressesService.forOrder`). */
@Module({
  imports: [MongooseModule.forFeature([{ name: AddressBook.name, schema: AddressBookSchema }])],
  controllers: [AddressesController],
  providers: [AddressesService, AddressesResolver],
  exports: [AddressesService],
})
export class AddressesModule {
  /** A deleted account's address book goes with it. */
  constructor(events: EventBus, addresses: AddressesService) {
    events.subscribe(AccountDeleted, ({ accountId }) => addresses.forget(accountId));
  }
}
