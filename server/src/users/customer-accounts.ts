import { Injectable } from '@nestjs/common';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import type { Connection } from '../common/pagination/paginated';
import { customersFilter } from './customer-search';
import { UsersRepository } from './users.repository';

/** A shopper's account as the admin's customer screens show it. */
export interface CustomerAccount {
  _id: string;
  name: string;
  email: string;
  createdAt: Date;
}

/** How far a search's count counts: more matches are "more than 1,000". */
export const CUSTOMER_COUNT_CAP = 1000;
/** Accounts read at a time by the name keys' job. */
const BATCH = 500;
/**
 * Accounts read at a time by the export: each batch's figures read those customers' orders, so a
 * batch holds about 100 customers' orders, whatever the number of customers.
 */
const EXPORT_BATCH = 100;

const FIELDS = { name: 1, email: 1, createdAt: 1 } as const;
const toAccount = (record: { _id: unknown; name: string; email: string; createdAt: Date }): CustomerAccount => ({
  _id: String(record._id),
  name: record.name,
  email: record.email,
  createdAt: record.createdAt,
});

/**
 * The shoppers' accounts as the admin's customer list reads them (the customers module adds their
 * orders and complaints): by name, searched by the prefix of a name or an email through the users'
 * indexes (customer-search.ts), a page at a time or streamed for the export.
 */
@Injectable()
export class CustomerAccounts {
  constructor(private readonly users: UsersRepository) {}

  /**
   * A page of shoppers by name (with `search`, those whose name or email starts with it). Without
   * a search every shopper is counted; a search counts up to CUSTOMER_COUNT_CAP + 1.
   */
  async page(
    search: string | undefined,
    args: { first: number; after?: string | null },
  ): Promise<Connection<CustomerAccount> & { totalCountCapped: boolean }> {
    const filter = customersFilter(search);
    const count = search ? () => this.users.countUpTo(filter, CUSTOMER_COUNT_CAP) : () => this.users.countShoppers();
    const page = await this.users.customersPage(filter, args, count);
    const capped = Boolean(search) && page.totalCount > CUSTOMER_COUNT_CAP;
    return {
      ...page,
      edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toAccount(node) })),
      totalCount: capped ? CUSTOMER_COUNT_CAP : page.totalCount,
      totalCountCapped: capped,
    };
  }

  /** One shopper's account (null for a malformed or unknown id, the admin's, or one being deleted). */
  async findOne(id: string): Promise<CustomerAccount | null> {
    if (!isObjectIdString(id)) return null;
    const [record] = await this.users.findByIds([id], { ...FIELDS, role: 1, deletedAt: 1 });
    if (!record || record.role !== 'user' || record.deletedAt) return null;
    return toAccount(record);
  }

  /** Every shopper by name (with `search`, the matching ones), a batch at a time. */
  async *batches(search?: string): AsyncGenerator<CustomerAccount[]> {
    for await (const batch of this.users.customerBatches(customersFilter(search), EXPORT_BATCH)) {
      yield batch.map(toAccount);
    }
  }

  /** Gives accounts stored before name keys theirs, a batch at a time (the `customer-keys` job); how many. */
  async fillNameKeys(): Promise<number> {
    let filled = 0;
    for (let read = BATCH; read === BATCH; filled += read) read = await this.users.fillNameKeys(BATCH);
    return filled;
  }
}
