import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EventBus } from '../common/events/event-bus';
import { AccountDeleted } from '../users/account-events';
import { BooksModule } from '../books/books.module';
import { CartBookLoader } from './cart-book-loader';
import { CartController } from './cart.controller';
import { CartResolver } from './cart.resolver';
import { CartService } from './cart.service';
import { Cart, CartSchema } from './schemas/cart.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: Cart.name, schema: CartSchema }]), BooksModule],
  controllers: [CartController],
  providers: [CartService, CartResolver, CartBookLoader],
  exports: [CartService],
})
export class CartModule {
  /** A deleted account's cart goes with it. */
  constructor(events: EventBus, cart: CartService) {
    events.subscribe(AccountDeleted, ({ accountId }) => cart.forget(accountId));
  }
}
