import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { csvDownload } from '../common/csv/csv-stream';
import { BestSellersArgs, SalesReportArgs } from './dto/report-args';
import { BestSellersReport, SalesReport, StockCoverReport } from './models/report.model';
import {
  BEST_SELLER_COLUMNS,
  bestSellerRows,
  salesColumns,
  salesRows,
  STOCK_COVER_COLUMNS,
  stockCoverRows,
} from './reports-csv';
import { ReportsService } from './reports.service';

const CSV = { description: 'The same report as CSV (a download)', schema: { type: 'string' } };

@ApiTags('reports')
@Controller('admin/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Roles(Role.ADMIN)
  @Get('best-sellers')
  @ApiOkResponse({ type: BestSellersReport, description: 'The books sold most on these days (UTC, both included)' })
  bestSellers(@Query() args: BestSellersArgs): Promise<BestSellersReport> {
    return this.reports.bestSellers(args);
  }

  @Roles(Role.ADMIN)
  @Get('best-sellers.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async bestSellersCsv(@Query() args: BestSellersArgs): Promise<StreamableFile> {
    const report = await this.reports.bestSellers(args);
    return csvDownload(BEST_SELLER_COLUMNS, bestSellerRows(report), report.download.fileName);
  }

  @Roles(Role.ADMIN)
  @Get('sales')
  @ApiOkResponse({ type: SalesReport, description: 'Orders, copies and revenue per category or month' })
  sales(@Query() args: SalesReportArgs): Promise<SalesReport> {
    return this.reports.sales(args);
  }

  @Roles(Role.ADMIN)
  @Get('sales.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async salesCsv(@Query() args: SalesReportArgs): Promise<StreamableFile> {
    const report = await this.reports.sales(args);
    return csvDownload(salesColumns(report.group), salesRows(report), report.download.fileName);
  }

  @Roles(Role.ADMIN)
  @Get('stock-cover')
  @ApiOkResponse({
    type: StockCoverReport,
    description: "Low-stock books and the days their stock lasts at the last 30 days' rate",
  })
  stockCover(): Promise<StockCoverReport> {
    return this.reports.stockCover();
  }

  @Roles(Role.ADMIN)
  @Get('stock-cover.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async stockCoverCsv(): Promise<StreamableFile> {
    const report = await this.reports.stockCover();
    return csvDownload(STOCK_COVER_COLUMNS, stockCoverRows(report), report.download.fileName);
  }
}
