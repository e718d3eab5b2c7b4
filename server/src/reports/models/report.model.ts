import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { CsvDownload } from '../../common/csv/csv-download.model';
import { BestSellersBy, SalesGroup } from '../dto/report-args';

/** One book's sales over a report's days: its part of the orders that count. */
@ObjectType()
export class BestSeller {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID)
  bookId: string;

  @ApiProperty({ description: 'As last ordered in the range' })
  @Field({ description: 'As last ordered in the range' })
  title: string;

  @ApiProperty()
  @Field()
  author: string;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  copies: number;

  @ApiProperty({ example: 125.5, description: "The lines' prices × quantities, less their share of the discount" })
  @Field(() => Float, { description: "The lines' prices × quantities, less their share of the discount" })
  revenue: number;
}

@ObjectType()
export class BestSellersReport {
  @ApiProperty({ example: '2026-11-01' })
  @Field()
  from: string;

  @ApiProperty({ example: '2026-11-30' })
  @Field()
  to: string;

  @ApiProperty({ enum: BestSellersBy })
  @Field(() => BestSellersBy)
  by: BestSellersBy;

  @ApiProperty({ type: [BestSeller], description: 'The most sold first; ties by the other measure, then title' })
  @Field(() => [BestSeller], { description: 'The most sold first; ties by the other measure, then title' })
  books: BestSeller[];

  @ApiProperty({ type: CsvDownload, description: 'Where to download the same report as CSV' })
  @Field(() => CsvDownload, { description: 'Where to download the same report as CSV' })
  download: CsvDownload;
}

/** Orders, copies and revenue of one group (a category, a month) or of the whole range. */
@ObjectType()
export class SalesFigures {
  @ApiProperty({ type: 'integer', description: 'Orders that count with a book in the group' })
  @Field(() => Int, { description: 'Orders that count with a book in the group' })
  orders: number;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  copies: number;

  @ApiProperty({ example: 125.5 })
  @Field(() => Float)
  revenue: number;
}

@ObjectType()
export class SalesRow extends SalesFigures {
  @ApiProperty({ example: 'Fiction', description: 'The category, or the month as YYYY-MM' })
  @Field({ description: 'The category, or the month as YYYY-MM' })
  key: string;
}

@ObjectType()
export class SalesReport {
  @ApiProperty({ example: '2026-01-01' })
  @Field()
  from: string;

  @ApiProperty({ example: '2026-12-31' })
  @Field()
  to: string;

  @ApiProperty({ enum: SalesGroup })
  @Field(() => SalesGroup)
  group: SalesGroup;

  @ApiProperty({
    type: [SalesRow],
    description: 'Categories with sales, the highest revenue first; or every month of the range, oldest first',
  })
  @Field(() => [SalesRow], {
    description: 'Categories with sales, the highest revenue first; or every month of the range, oldest first',
  })
  rows: SalesRow[];

  @ApiProperty({ type: SalesFigures, description: 'The whole range (an order is counted once)' })
  @Field(() => SalesFigures, { description: 'The whole range (an order is counted once)' })
  totals: SalesFigures;

  @ApiProperty({ type: CsvDownload, description: 'Where to download the same report as CSV' })
  @Field(() => CsvDownload, { description: 'Where to download the same report as CSV' })
  download: CsvDownload;
}

/** A low-stock book and how long its stock lasts at the last 30 days' rate. */
@ObjectType()
export class StockCoverBook {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID)
  bookId: string;

  @ApiProperty()
  @Field()
  title: string;

  @ApiProperty()
  @Field()
  author: string;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  stock: number;

  @ApiProperty({ type: 'integer', description: 'Copies sold in the last 30 UTC days, today included' })
  @Field(() => Int, { description: 'Copies sold in the last 30 UTC days, today included' })
  soldLast30Days: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Whole days the stock lasts at that rate; null: no sales',
  })
  @Field(() => Int, { nullable: true, description: 'Whole days the stock lasts at that rate; null: no sales' })
  daysLeft: number | null;
}

@ObjectType()
export class StockCoverReport {
  @ApiProperty({ type: 'integer', description: 'LOW_STOCK_THRESHOLD: a book with at most this many copies is low' })
  @Field(() => Int, { description: 'LOW_STOCK_THRESHOLD: a book with at most this many copies is low' })
  threshold: number;

  @ApiProperty({ type: 'integer', description: 'How many books are low in all (the list stops at 100)' })
  @Field(() => Int, { description: 'How many books are low in all (the list stops at 100)' })
  lowStockCount: number;

  @ApiProperty({ type: [StockCoverBook], description: 'The fewest days left first, books without sales last' })
  @Field(() => [StockCoverBook], { description: 'The fewest days left first, books without sales last' })
  books: StockCoverBook[];

  @ApiProperty({ type: CsvDownload, description: 'Where to download the same report as CSV' })
  @Field(() => CsvDownload, { description: 'Where to download the same report as CSV' })
  download: CsvDownload;
}
