import type { AddToWishlistDocument } from '@/features/wishlist/api/AddToWishlist.generated';
import type { CancelStockAlertDocument } from '@/features/wishlist/api/CancelStockAlert.generated';
import type { RemoveFromWishlistDocument } from '@/features/wishlist/api/RemoveFromWishlist.generated';
import type { RequestStockAlertDocument } from '@/features/wishlist/api/RequestStockAlert.generated';
import { GetWishlistDocument } from '@/features/wishlist/api/GetWishlist.generated';
import { GetWishlistIdsDocument } from '@/features/wishlist/api/GetWishlistIds.generated';
import type { gqlBook } from './fixtures';

type GqlBook = ReturnType<typeof gqlBook>;

/** A wishlist as GraphQL returns it: the books saved (newest first), and those awaiting an email. */
export function gqlWishlist(books: GqlBook[], alertBookIds: string[] = []) {
  return {
    __typename: 'Wishlist' as const,
    bookIds: books.map((book) => book.id),
    alertBookIds,
    items: books.map((book) => ({
      __typename: 'WishlistItem' as const,
      addedAt: '2026-11-20T10:00:00.000Z',
      alertRequested: alertBookIds.includes(book.id),
      book,
    })),
  };
}

type GqlWishlist = ReturnType<typeof gqlWishlist>;

/** The hearts' read: these ids saved and alerted, for every render. */
export function wishlistIdsMock(bookIds: string[] = [], alertBookIds: string[] = []) {
  return {
    request: { query: GetWishlistIdsDocument },
    result: { data: { wishlist: { __typename: 'Wishlist' as const, bookIds, alertBookIds } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The /wishlist page's read. */
export function wishlistMock(wishlist: GqlWishlist) {
  return { request: { query: GetWishlistDocument }, result: { data: { wishlist } } };
}

/** The answer to a wishlist mutation (`document`), counted by a jest.fn. */
export function wishlistMutationMock(
  document:
    | typeof AddToWishlistDocument
    | typeof RemoveFromWishlistDocument
    | typeof RequestStockAlertDocument
    | typeof CancelStockAlertDocument,
  field: string,
  bookId: string,
  message: string,
  wishlist: GqlWishlist,
) {
  return {
    request: { query: document, variables: { bookId } },
    result: jest.fn(() => ({ data: { [field]: { __typename: 'WishlistPayload' as const, message, wishlist } } })),
  };
}
