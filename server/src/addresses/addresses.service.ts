import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { ADDRESS_LIMIT_MESSAGE, MAX_ADDRESSES } from './address-rules';
import type { AddressInput } from './dto/address.input';
import {
  Address,
  type AddressFields,
  toAddress,
  toShippingAddress,
  type ShippingAddress,
} from './models/address.model';
import { AddressBook, type AddressRecord } from './schemas/address-book.schema';

const addressNotFound = () => AppError.notFound('Address not found');

type StoredAddressBook = Pick<AddressBook, 'addresses' | 'defaultId'>;

/**
 * The default address of an address book: the one the shopper made the default, else (none chosen yet, or
 * the chosen one was deleted) the first one added. So the first address added is the default, and
 * deleting the default makes the oldest remaining address the default, without a second write.
 */
export function defaultAddressOf(addressBook: StoredAddressBook | null): AddressRecord | null {
  const addresses = addressBook?.addresses ?? [];
  const chosen = addressBook?.defaultId && addresses.find((address) => address._id.equals(addressBook.defaultId!));
  return chosen || addresses[0] || null;
}

/** The stored fields of an input: optional fields left out are ''. */
function fieldsOf(input: AddressInput): AddressFields {
  return {
    fullName: input.fullName,
    line1: input.line1,
    line2: input.line2 ?? '',
    city: input.city,
    region: input.region ?? '',
    postalCode: input.postalCode,
    country: input.country,
    phone: input.phone ?? '',
  };
}

/**
 * Home of the address book's rules: each account keeps at most MAX_ADDRESSES delivery
 * addresses, exactly one of them the default (`defaultAddressOf`), and nobody else's address is
 * ever found (404, like a missing one). Every change is one conditional update of the account's
 * address book, so concurrent requests can neither pass the limit nor lose an edit. Orders ask for the
 * address they go to (`forOrder`) and keep a copy of it.
 */
@Injectable()
export class AddressesService {
  constructor(@InjectModel(AddressBook.name) private readonly addressBooks: Model<AddressBook>) {}

  /** The account's addresses, in the order they were added. */
  async list(user: AuthUser): Promise<Address[]> {
    return this.listOf(user._id);
  }

  /** An account's addresses by its id (the admin's customer page), in the order they were added. */
  async listOf(userId: string): Promise<Address[]> {
    return this.toModels(await this.read(userId));
  }

  /**
   * Adds an address, unless the address book already holds MAX_ADDRESSES (409 ADDRESS_LIMIT): the push is
   * conditional on the address book having no (MAX_ADDRESSES)th entry, so concurrent adds stop at the limit.
   */
  async add(user: AuthUser, input: AddressInput): Promise<{ address: Address; addresses: Address[] }> {
    await this.ensureBook(user._id);
    const _id = new Types.ObjectId();
    const addressBook = await this.addressBooks
      .findOneAndUpdate(
        { _id: user._id, [`addresses.${MAX_ADDRESSES - 1}`]: trusted({ $exists: false }) },
        { $push: { addresses: { _id, ...fieldsOf(input) } } },
        { new: true, runValidators: true },
      )
      .lean<StoredAddressBook>();
    if (!addressBook) throw new AppError(ErrorCode.ADDRESS_LIMIT, ADDRESS_LIMIT_MESSAGE);
    return this.answer(addressBook, _id);
  }

  /** Replaces an address's fields (every field is sent again); another account's address is 404. */
  async update(user: AuthUser, id: string, input: AddressInput): Promise<{ address: Address; addresses: Address[] }> {
    const set = Object.fromEntries(
      Object.entries(fieldsOf(input)).map(([key, value]) => [`addresses.$.${key}`, value]),
    );
    const addressBook = await this.addressBooks
      .findOneAndUpdate({ _id: user._id, 'addresses._id': id }, { $set: set }, { new: true, runValidators: true })
      .lean<StoredAddressBook>();
    if (!addressBook) throw addressNotFound();
    return this.answer(addressBook, new Types.ObjectId(id));
  }

  /** Deletes an address; when it was the default, the oldest remaining one is the default from now on. */
  async remove(user: AuthUser, id: string): Promise<Address[]> {
    const addressBook = await this.addressBooks
      .findOneAndUpdate(
        { _id: user._id, 'addresses._id': id },
        { $pull: { addresses: { _id: new Types.ObjectId(id) } } },
        { new: true },
      )
      .lean<StoredAddressBook>();
    if (!addressBook) throw addressNotFound();
    return this.toModels(addressBook);
  }

  /** Makes an address the default (conditional on it still being in the address book). */
  async setDefault(user: AuthUser, id: string): Promise<{ address: Address; addresses: Address[] }> {
    const addressBook = await this.addressBooks
      .findOneAndUpdate(
        { _id: user._id, 'addresses._id': id },
        { $set: { defaultId: new Types.ObjectId(id) } },
        { new: true },
      )
      .lean<StoredAddressBook>();
    if (!addressBook) throw addressNotFound();
    return this.answer(addressBook, new Types.ObjectId(id));
  }

  /**
   * Where an order of this account goes: the address named (another account's or an unknown one is
   * 404 "Address not found"), else the default, else null (an account without addresses: clients
   * that know no addresses still order). A copy: later edits of the address book never reach the order.
   */
  async forOrder(userId: string, addressId?: string | null): Promise<ShippingAddress | null> {
    const addressBook = await this.read(userId);
    if (!addressId) {
      const fallback = defaultAddressOf(addressBook);
      return fallback ? toShippingAddress(fallback) : null;
    }
    const named = addressBook?.addresses.find((address) => address._id.equals(addressId));
    if (!named) throw addressNotFound();
    return toShippingAddress(named);
  }

  private read(userId: string): Promise<StoredAddressBook | null> {
    // Through the driver (read by every order): nothing to cast but the id.
    return this.addressBooks.collection.findOne<StoredAddressBook>(
      { _id: new Types.ObjectId(userId) },
      { projection: { addresses: 1, defaultId: 1 } },
    );
  }

  /** Deletes the account's address book (a deleted account); harmless to repeat. */
  async forget(userId: string): Promise<void> {
    await this.addressBooks.deleteOne({ _id: userId });
  }

  /** The address book exists before the conditional push (an upsert could not tell "full" from "missing"). */
  private async ensureBook(userId: string): Promise<void> {
    try {
      await this.addressBooks.updateOne({ _id: userId }, { $setOnInsert: { addresses: [] } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error; // a concurrent first add created it
    }
  }

  private answer(addressBook: StoredAddressBook, id: Types.ObjectId): { address: Address; addresses: Address[] } {
    const addresses = this.toModels(addressBook);
    const address = addresses.find((entry) => entry._id === String(id));
    if (!address) throw addressNotFound(); // deleted by a concurrent request right after the change
    return { address, addresses };
  }

  private toModels(addressBook: StoredAddressBook | null): Address[] {
    const fallback = defaultAddressOf(addressBook);
    return (addressBook?.addresses ?? []).map((record) => toAddress(record, record === fallback));
  }
}
