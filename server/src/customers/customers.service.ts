import { Injectable } from '@nestjs/common';
import { AddressesService } from '../addresses/addresses.service';
import { ComplaintsService } from '../complaints/complaints.service';
import type { Complaint } from '../complaints/models/complaint.model';
import { AppError } from '../common/errors/app-error';
import type { Connection } from '../common/pagination/paginated';
import type { PaginationArgs } from '../common/pagination/pagination.args';
import type { OrderConnection } from '../orders/models/order-payloads.model';
import { CustomerTotals } from '../orders/customer-totals';
import { OrdersService } from '../orders/orders.service';
import { type CustomerAccount, CustomerAccounts } from '../users/customer-accounts';
import type { ListCustomersArgs } from './dto/list-customers.args';
import { type Customer, type CustomerConnection, type CustomerDetails, toCustomer } from './models/customer.model';

const customerNotFound = () => AppError.notFound('Customer not found');

/**
 * The admin's customers: the shoppers' accounts (CustomerAccounts: by name, searched by the start
 * of a name or an email), each with their figures, their orders and their complaints, each asked of
 * the module that owns it. The figures are the page's customers' running totals (CustomerTotals,
 * one small document each) and their open complaints (docs/architecture.md, "Customers and packing
 * slips"): a page costs the customers it shows, never their orders or the shop's history.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly orders: OrdersService,
    private readonly totals: CustomerTotals,
    private readonly complaints: ComplaintsService,
    private readonly addresses: AddressesService,
  ) {}

  /** A page of customers by name, with their figures. */
  async list(args: ListCustomersArgs): Promise<CustomerConnection> {
    const page = await this.accounts.page(args.search?.trim() || undefined, args);
    const customers = await this.withFigures(page.edges.map((edge) => edge.node));
    return { ...page, edges: page.edges.map((edge, i) => ({ cursor: edge.cursor, node: customers[i] })) };
  }

  /** One customer with their figures and addresses; 404 "Customer not found" (the admin's account too). */
  async find(id: string): Promise<CustomerDetails> {
    const account = await this.accounts.findOne(id);
    if (!account) throw customerNotFound();
    const [[customer], addresses] = await Promise.all([
      this.withFigures([account]),
      this.addresses.listOf(account._id),
    ]);
    return { customer, addresses };
  }

  /** A page of the customer's orders, newest first, as the admin sees orders. */
  ordersOf(id: string, args: PaginationArgs): Promise<OrderConnection> {
    return this.orders.listOf(id, args);
  }

  /** A page of the customer's complaints, newest first. */
  complaintsOf(id: string, args: PaginationArgs): Promise<Connection<Complaint>> {
    return this.complaints.listOf(id, args);
  }

  /** Every customer by name (with `search`, the matching ones), with their figures, a batch at a time (the export). */
  async *all(search?: string): AsyncGenerator<Customer> {
    for await (const batch of this.accounts.batches(search?.trim() || undefined)) yield* await this.withFigures(batch);
  }

  /** The accounts with their figures: their running totals (CustomerTotals) and one read of their open complaints. */
  private async withFigures(accounts: readonly CustomerAccount[]): Promise<Customer[]> {
    const ids = accounts.map((account) => account._id);
    const [figures, open] = await Promise.all([this.totals.of(ids), this.complaints.openCountsOf(ids)]);
    return accounts.map((account) => toCustomer(account, figures.get(account._id), open.get(account._id)));
  }
}
