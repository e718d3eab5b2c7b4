import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import type { Address } from '../../addresses/models/address.model';
import type { Complaint } from '../../complaints/models/complaint.model';
import type { Order } from '../../orders/models/order.model';
import type { EmailPreferences } from '../../users/models/user-payloads.model';
import type { User } from '../../users/models/user.model';
import type { Wishlist } from '../../wishlist/models/wishlist.model';

/**
 * Everything the store keeps about one account, as its owner downloads it: the profile with its
 * email preferences, the address book, the orders, the complaints and the wishlist, each as the REST routes
 * that show them to the owner give it.
 */
export interface AccountData {
  exportedAt: string;
  profile: User & { emailPreferences: EmailPreferences };
  addresses: Address[];
  orders: Order[];
  complaints: Complaint[];
  /** The saved books and the books whose back-in-stock email is awaited. */
  wishlist: Wishlist;
}

/**
 * Where to download the account's data: the file is sent over HTTP (GET with the same bearer
 * token), as the store's other downloads are, never carried inside a GraphQL answer.
 */
@ObjectType()
export class AccountDataDownload {
  @ApiProperty({ example: '/api/user/account/export' })
  @Field({ description: 'The REST path to GET, with the same Authorization header' })
  path: string;

  @ApiProperty({ example: 'my-bookstore-data-2026-11-29.json' })
  @Field({ description: 'The name the file is sent under' })
  fileName: string;
}
