import { Module } from '@nestjs/common';
import { BooksModule } from '../books/books.module';
import { OrdersModule } from '../orders/orders.module';
import { DashboardChanges } from './dashboard-changes';
import { DashboardController } from './dashboard.controller';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

/** The admin dashboard; it owns no collection and reads through the owners' services. */
@Module({
  imports: [OrdersModule, BooksModule],
  controllers: [DashboardController],
  providers: [DashboardService, DashboardResolver, DashboardChanges],
})
export class DashboardModule {}
