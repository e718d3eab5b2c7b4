import { trusted, type FilterQuery } from 'mongoose';
import { Role } from '../common/auth/role';
import { SortDirection } from '../common/pagination/sort-direction';
import type { KeysetOrder } from '../common/pagination/paginate';
import type { User as UserRecord } from './schemas/user.schema';

/**
 * The key the admin's customer list sorts and searches names by: the name lower-cased (and
 * NFC-normalised), stored beside it as `nameKey` by every write of a name, since the databases
 * this store runs on share no collation (docs/architecture.md, "The database").
 */
export const nameKeyOf = (name: string): string => name.normalize('NFC').trim().toLowerCase();

/** The key of a scrubbed account's name, `Deleted customer` (UsersService.deleteAccount). */
export const DELETED_NAME_KEY = 'deleted customer';

/** The customer list: by name, then by id. */
export const BY_NAME: KeysetOrder = { name: 'name', field: 'nameKey', type: 'string', direction: SortDirection.ASC };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shoppers the admin's list shows (never the admin; an account being deleted is left out:
 * its document goes within a minute), those whose name or email starts with `search` when given,
 * case-insensitively: a prefix of the stored keys, each bounded by its index (`role, nameKey` and
 * `role, email`), never a scan.
 */
export function customersFilter(search?: string): FilterQuery<UserRecord> {
  const notDeleted = { deletedAt: trusted({ $exists: false }) };
  const text = search ? nameKeyOf(search) : '';
  if (!text) return { role: Role.USER, ...notDeleted };
  // Every condition inside the branches: so the embedded engine reads the union of both prefixes' entries.
  const prefix = new RegExp(`^${escaped(text)}`);
  return {
    $or: [
      { role: Role.USER, nameKey: prefix, ...notDeleted },
      { role: Role.USER, email: prefix, ...notDeleted },
    ],
  };
}
