import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BooksModule } from '../books/books.module';
import { CartModule } from '../cart/cart.module';
import { CartService } from '../cart/cart.service';
import { ImageSweepService } from '../uploads/image-sweep.service';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { CART_SOURCE } from './cart-source';
import { OrderImages } from './order-images';
import { OrderRepairService } from './order-repair.service';
import { OrdersController } from './orders.controller';
import { OrdersResolver } from './orders.resolver';
import { OrdersService } from './orders.service';
import { Order, OrderSchema } from './schemas/order.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }]),
    BooksModule,
    UsersModule,
    UploadsModule,
    CartModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrdersResolver,
    OrderRepairService,
    OrderImages,
    { provide: CART_SOURCE, useExisting: CartService },
  ],
  exports: [OrdersService],
})
export class OrdersModule {
  /** Orders show their books' covers as they were: the image sweep keeps what an order refers to. */
  constructor(sweep: ImageSweepService, images: OrderImages) {
    sweep.registerKeeper('orders', images);
  }
}
