import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { Wishlist, WishlistItem, WishlistPayload } from './models/wishlist.model';
import { StockAlertsService } from './stock-alerts.service';
import { WISHLIST_MESSAGES } from './wishlist.messages';
import { WishlistService, type WishlistState } from './wishlist.service';

const BookId = () => Args('bookId', { type: () => ID }, new ParseObjectIdPipe('book id'));

/** The wishlist as GraphQL answers it: its books read only when `items` is asked for. */
type WishlistAnswer = WishlistState & Partial<Pick<Wishlist, 'items'>>;

@Resolver(() => Wishlist)
export class WishlistResolver {
  constructor(
    private readonly wishlists: WishlistService,
    private readonly alerts: StockAlertsService,
  ) {}

  @Query(() => Wishlist, {
    description:
      "The signed-in account's saved books, newest first, and its back-in-stock alerts (REST: GET /api/user/wishlist)",
  })
  wishlist(@CurrentUser() user: AuthUser): Promise<WishlistAnswer> {
    return this.wishlists.state(user._id);
  }

  @ResolveField(() => [WishlistItem])
  items(@Parent() wishlist: WishlistAnswer): Promise<WishlistItem[]> {
    return wishlist.items ? Promise.resolve(wishlist.items) : this.wishlists.items(wishlist);
  }

  @Mutation(() => WishlistPayload, {
    description: 'Save a book to your wishlist; saving it again changes nothing (REST: PUT /api/user/wishlist/:bookId)',
  })
  async addToWishlist(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<WishlistPayload> {
    await this.wishlists.add(user._id, bookId);
    return this.answer(user, WISHLIST_MESSAGES.added);
  }

  @Mutation(() => WishlistPayload, {
    description: 'Remove a book from your wishlist; idempotent (REST: DELETE /api/user/wishlist/:bookId)',
  })
  async removeFromWishlist(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<WishlistPayload> {
    await this.wishlists.remove(user._id, bookId);
    return this.answer(user, WISHLIST_MESSAGES.removed);
  }

  @Mutation(() => WishlistPayload, {
    description:
      'Ask for one email when an out-of-stock book is back; BOOK_IN_STOCK for a book with copies (REST: PUT /api/user/stock-alerts/:bookId)',
  })
  async requestStockAlert(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<WishlistPayload> {
    await this.alerts.request(user._id, bookId);
    return this.answer(user, WISHLIST_MESSAGES.alertRequested);
  }

  @Mutation(() => WishlistPayload, {
    description: 'Cancel a back-in-stock alert; idempotent (REST: DELETE /api/user/stock-alerts/:bookId)',
  })
  async cancelStockAlert(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<WishlistPayload> {
    await this.alerts.cancel(user._id, bookId);
    return this.answer(user, WISHLIST_MESSAGES.alertCancelled);
  }

  private async answer(user: AuthUser, message: string): Promise<WishlistPayload> {
    return { message, wishlist: (await this.wishlists.state(user._id)) as WishlistAnswer as Wishlist };
  }
}
