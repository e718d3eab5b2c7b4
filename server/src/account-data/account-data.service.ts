import { Injectable } from '@nestjs/common';
import { AddressesService } from '../addresses/addresses.service';
import type { AuthUser } from '../common/auth/role';
import { dayOf } from '../common/csv/csv-stream';
import { ComplaintsService } from '../complaints/complaints.service';
import { OrdersService } from '../orders/orders.service';
import { EmailPreferencesService } from '../users/email-preferences.service';
import { ProfilesService } from '../users/profiles.service';
import { WishlistService } from '../wishlist/wishlist.service';
import type { AccountData } from './models/account-data.model';

/** The REST path the account's data is downloaded from. */
export const ACCOUNT_DATA_PATH = '/api/user/account/export';

/** The file's name: the day it was made, so that successive downloads sit side by side. */
export const accountDataFileName = (now = new Date()) => `my-bookstore-data-${dayOf(now)}.json`;

/**
 * "Download my data": one JSON document of what the store keeps about the signed-in account,
 * read through each owner's service (profiles, email preferences, addresses, orders, complaints,
 * the wishlist)
 * with the owner's own views, so it holds nobody else's data and nothing the owner could not see.
 */
@Injectable()
export class AccountDataService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly preferences: EmailPreferencesService,
    private readonly addresses: AddressesService,
    private readonly orders: OrdersService,
    private readonly complaints: ComplaintsService,
    private readonly wishlists: WishlistService,
  ) {}

  async export(user: AuthUser, now = new Date()): Promise<AccountData> {
    const [profile, emailPreferences, addresses, complaints, wishlist] = await Promise.all([
      this.profiles.getProfile(user._id),
      this.preferences.emailPreferences(user._id),
      this.addresses.list(user),
      this.complaints.allMine(user),
      this.wishlists.wishlist(user._id),
    ]);
    const orders = [];
    for await (const order of this.orders.allMine(user)) orders.push(order);
    return {
      exportedAt: now.toISOString(),
      profile: { ...profile, emailPreferences },
      addresses,
      orders,
      complaints,
      wishlist,
    };
  }
}
