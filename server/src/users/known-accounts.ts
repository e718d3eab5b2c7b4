import type { User } from './models/user.model';

/** Reads accounts by id, keyed by id (`UsersService.findMany`); absent ids are missing or deleted accounts. */
export interface AccountsById {
  findMany(ids: readonly string[]): Promise<ReadonlyMap<string, User | undefined>>;
}

/**
 * Accounts read once each over a stream of batches: the whole list of orders, or their export, names
 * the same customers batch after batch, so only ids not seen yet are read (found or not). Holds at
 * most `limit` accounts; past that it starts again, so memory stays flat however many are named.
 */
export class KnownAccounts implements AccountsById {
  private readonly known = new Map<string, User | undefined>();

  constructor(
    private readonly users: AccountsById,
    private readonly limit = 10_000,
  ) {}

  async findMany(ids: readonly string[]): Promise<ReadonlyMap<string, User | undefined>> {
    const wanted = [...new Set(ids)];
    if (this.known.size + wanted.length > this.limit) this.known.clear();
    const missing = wanted.filter((id) => !this.known.has(id));
    if (missing.length) {
      const found = await this.users.findMany(missing);
      for (const id of missing) this.known.set(id, found.get(id));
    }
    return this.known;
  }
}
