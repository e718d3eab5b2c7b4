import { Module } from '@nestjs/common';
import { BooksModule } from '../books/books.module';
import { OrdersModule } from '../orders/orders.module';
import { ReportsController } from './reports.controller';
import { ReportsResolver } from './reports.resolver';
import { ReportsService } from './reports.service';

/** The admin's sales reports; it owns no collection and reads through the owners' services. */
@Module({
  imports: [OrdersModule, BooksModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportsResolver],
})
export class ReportsModule {}
