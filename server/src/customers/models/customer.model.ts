import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Address } from '../../addresses/models/address.model';
import { Complaint } from '../../complaints/models/complaint.model';
import { fromCents } from '../../common/money/money';
import type { PageInfo } from '../../common/pagination/page-info.model';
import { Paginated } from '../../common/pagination/paginated';
import { Order } from '../../orders/models/order.model';
import type { CustomerFigures } from '../../orders/customer-totals';
import type { CustomerAccount } from '../../users/customer-accounts';

const ORDER_COUNT = 'How many orders the customer placed that are not cancelled';
const TOTAL_SPENT = 'What those orders come to (cancelled orders earn nothing), as totalAmount says it';
const LAST_ORDER = 'When the newest order (cancelled included) was placed; null with none';
const OPEN_COMPLAINTS = 'How many of their complaints are open (pending or in progress)';

/** A shopper as the admin's customer screens show them: REST `_id`, GraphQL `id`. */
@ObjectType('Customer')
export class Customer {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty() @Field() name: string;
  @ApiProperty() @Field() email: string;

  @ApiProperty({ description: 'When the account was registered' })
  @Field(() => GraphQLISODateTime, { description: 'When the account was registered' })
  registeredAt: Date;

  @ApiProperty({ type: 'integer', description: ORDER_COUNT })
  @Field(() => Int, { description: ORDER_COUNT })
  orderCount: number;

  @ApiProperty({ example: 123.45, description: TOTAL_SPENT })
  @Field(() => Float, { description: TOTAL_SPENT })
  totalSpent: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: LAST_ORDER })
  @Field(() => GraphQLISODateTime, { nullable: true, description: LAST_ORDER })
  lastOrderAt: Date | null;

  @ApiProperty({ type: 'integer', description: OPEN_COMPLAINTS })
  @Field(() => Int, { description: OPEN_COMPLAINTS })
  openComplaints: number;
}

/** The one mapper: an account with its figures (none: zeros) and open complaints. */
export function toCustomer(
  account: CustomerAccount,
  figures: CustomerFigures | undefined,
  openComplaints = 0,
): Customer {
  return {
    _id: account._id,
    name: account.name,
    email: account.email,
    registeredAt: account.createdAt,
    orderCount: figures?.orderCount ?? 0,
    totalSpent: fromCents(figures?.totalCents ?? 0),
    lastOrderAt: figures?.lastOrderAt ?? null,
    openComplaints,
  };
}

/** How far a search's `totalCount` counts. */
const CAPPED =
  'True when more customers match the search than totalCount (1,000) says; the list without a search is counted whole';

/** A page of customers, by name. */
@ObjectType()
export class CustomerConnection extends Paginated(Customer) {
  @Field({ description: CAPPED })
  totalCountCapped: boolean;
}

/** One customer's page: the account with its figures and addresses (the orders and complaints are paged fields). */
@ObjectType()
export class CustomerDetails {
  @ApiProperty({ type: Customer }) @Field(() => Customer) customer: Customer;
  @ApiProperty({ type: [Address] }) @Field(() => [Address]) addresses: Address[];
}

// ── REST envelopes ─────────────────────────────────────────────────────────────────────────

class RestPageInfo implements PageInfo {
  @ApiProperty({ description: 'Whether another page follows this one' }) hasNextPage: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass it as `after` for the next page; null on an empty page',
  })
  endCursor: string | null;
}

export class CustomersResponse {
  @ApiProperty({ type: [Customer] }) customers: Customer[];
  @ApiProperty({ type: RestPageInfo }) pageInfo: PageInfo;
  @ApiProperty({ type: 'integer' }) totalCount: number;
  @ApiProperty({ description: CAPPED }) totalCountCapped: boolean;
}

class CustomerOrdersPage {
  @ApiProperty({ type: [Order] }) orders: Order[];
  @ApiProperty({ type: RestPageInfo }) pageInfo: PageInfo;
  @ApiProperty({ type: 'integer' }) totalCount: number;
  @ApiProperty() totalCountCapped: boolean;
}

class CustomerComplaintsPage {
  @ApiProperty({ type: [Complaint] }) complaints: Complaint[];
  @ApiProperty({ type: RestPageInfo }) pageInfo: PageInfo;
  @ApiProperty({ type: 'integer' }) totalCount: number;
}

export class CustomerResponse {
  @ApiProperty({ type: Customer }) customer: Customer;
  @ApiProperty({ type: [Address] }) addresses: Address[];
  @ApiProperty({ type: CustomerOrdersPage, description: 'Their orders, newest first, a page of `first`' })
  orders: CustomerOrdersPage;
  @ApiProperty({ type: CustomerComplaintsPage, description: 'Their complaints, newest first, a page of `first`' })
  complaints: CustomerComplaintsPage;
}
