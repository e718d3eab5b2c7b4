import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BooksModule } from '../books/books.module';
import { OrdersModule } from '../orders/orders.module';
import { AlsoBoughtCounts } from './also-bought-counts';
import { AlsoBoughtRelay } from './also-bought-relay';
import {
  AlsoBoughtOrder,
  AlsoBoughtOrderSchema,
  AlsoBoughtPair,
  AlsoBoughtPairSchema,
} from './schemas/also-bought.schema';
import { ShelvesController } from './shelves.controller';
import { ShelvesResolver } from './shelves.resolver';
import { ShelvesService } from './shelves.service';

/** The home page's shelves and "Readers who bought this also bought"; reads the catalogue and the orders' totals. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AlsoBoughtPair.name, schema: AlsoBoughtPairSchema },
      { name: AlsoBoughtOrder.name, schema: AlsoBoughtOrderSchema },
    ]),
    BooksModule,
    OrdersModule,
  ],
  controllers: [ShelvesController],
  providers: [AlsoBoughtCounts, AlsoBoughtRelay, ShelvesService, ShelvesResolver],
})
export class ShelvesModule {}
