import { Args, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { BestSellersArgs, SalesReportArgs } from './dto/report-args';
import { BestSellersReport, SalesReport, StockCoverReport } from './models/report.model';
import { ReportsService } from './reports.service';

@Resolver()
export class ReportsResolver {
  constructor(private readonly reports: ReportsService) {}

  @Roles(Role.ADMIN)
  @Query(() => BestSellersReport, {
    description: 'The books sold most on these days (REST: GET /api/admin/reports/best-sellers)',
  })
  bestSellers(@Args() args: BestSellersArgs): Promise<BestSellersReport> {
    return this.reports.bestSellers(args);
  }

  @Roles(Role.ADMIN)
  @Query(() => SalesReport, {
    description: 'Orders, copies and revenue per category or month (REST: GET /api/admin/reports/sales)',
  })
  salesReport(@Args() args: SalesReportArgs): Promise<SalesReport> {
    return this.reports.sales(args);
  }

  @Roles(Role.ADMIN)
  @Query(() => StockCoverReport, {
    description:
      "Low-stock books and the days their stock lasts at the last 30 days' rate (REST: GET /api/admin/reports/stock-cover)",
  })
  stockCover(): Promise<StockCoverReport> {
    return this.reports.stockCover();
  }
}
