import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Book } from '../../books/models/book.model';
import { Order } from '../../orders/models/order.model';

/**
 * The store's figures over every acknowledged order (never one still being placed); a cancelled
 * order counts only in `cancelled`.
 */
@ObjectType()
export class DashboardTotals {
  @ApiProperty({ type: 'integer', description: 'Books in the catalogue' })
  @Field(() => Int, { description: 'Books in the catalogue' })
  books: number;

  @ApiProperty({ type: 'integer', description: 'Orders, cancelled ones left out' })
  @Field(() => Int, { description: 'Orders, cancelled ones left out' })
  orders: number;

  @ApiProperty({ example: 125.5, description: "The sum of every order's totalAmount, cancelled ones left out" })
  @Field(() => Float, { description: "The sum of every order's totalAmount, cancelled ones left out" })
  revenue: number;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  pending: number;

  @ApiProperty({ type: 'integer', description: 'orders − pending (shipped or delivered)' })
  @Field(() => Int, { description: 'orders − pending (shipped or delivered)' })
  completed: number;

  @ApiProperty({ type: 'integer', description: 'Cancelled orders, counted on their own' })
  @Field(() => Int, { description: 'Cancelled orders, counted on their own' })
  cancelled: number;

  @ApiProperty({ example: 25.1, description: 'revenue ÷ orders (÷ 1 when there are none), to the nearest cent' })
  @Field(() => Float, { description: 'revenue ÷ orders (÷ 1 when there are none), to the nearest cent' })
  averageOrderValue: number;
}

@ObjectType()
export class DailyRevenue {
  @ApiProperty({ example: '2026-11-24', description: 'A UTC day, YYYY-MM-DD' })
  @Field({ description: 'A UTC day, YYYY-MM-DD' })
  date: string;

  @ApiProperty({ example: 42.5 })
  @Field(() => Float)
  revenue: number;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  orders: number;
}

/** The admin dashboard: GraphQL `dashboard` and, with orders in their REST shape, GET /api/admin/dashboard. */
@ObjectType()
export class Dashboard {
  @ApiProperty({ type: DashboardTotals })
  @Field(() => DashboardTotals)
  totals: DashboardTotals;

  @ApiProperty({ type: [Order], description: 'The 5 newest orders, newest first' })
  @Field(() => [Order], { description: 'The 5 newest orders, newest first' })
  recentOrders: Order[];

  @ApiProperty({
    type: [DailyRevenue],
    description: 'The last 30 UTC days, oldest first, today last; days without orders as 0; cancelled orders left out',
  })
  @Field(() => [DailyRevenue], {
    description: 'The last 30 UTC days, oldest first, today last; days without orders as 0; cancelled orders left out',
  })
  revenueByDay: DailyRevenue[];

  @ApiProperty({ type: [Book], description: 'Up to 10 books with at most lowStockThreshold copies, the fewest first' })
  @Field(() => [Book], { description: 'Up to 10 books with at most lowStockThreshold copies, the fewest first' })
  lowStock: Book[];

  @ApiProperty({
    type: 'integer',
    example: 12,
    description: 'How many books have at most lowStockThreshold copies (lowStock lists the first 10)',
  })
  @Field(() => Int, {
    description: 'How many books have at most lowStockThreshold copies (lowStock lists the first 10)',
  })
  lowStockCount: number;

  @ApiProperty({ type: 'integer', example: 3, description: 'LOW_STOCK_THRESHOLD' })
  @Field(() => Int, { description: 'The most copies a book may have to be listed in lowStock (LOW_STOCK_THRESHOLD)' })
  lowStockThreshold: number;
}
