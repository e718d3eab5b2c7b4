import { Module } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AddressesModule } from '../addresses/addresses.module';
import { BooksModule } from '../books/books.module';
import { CartModule } from '../cart/cart.module';
import { ImageSweepService } from '../uploads/image-sweep.service';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { OrderFigures } from './order-figures';
import { OrderImages } from './order-images';
import { OrderLifecycle } from './order-lifecycle';
import { OrderRepairService } from './order-repair.service';
import { OrderRestock } from './order-restock';
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
    AddressesModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrdersResolver,
    OrderRepairService,
    OrderImages,
    OrderRestock,
    OrderFigures,
    {
      provide: OrderLifecycle,
      useFactory: (orders: Model<Order>) => new OrderLifecycle(orders),
      inject: [getModelToken(Order.name)],
    },
  ],
  exports: [OrdersService, OrderFigures],
})
export class OrdersModule {
  /** Orders show their books' covers as they were: the image sweep keeps what an order refers to. */
  constructor(sweep: ImageSweepService, images: OrderImages) {
    sweep.registerKeeper('orders', images);
  }
}
