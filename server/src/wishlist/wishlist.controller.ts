import { Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { WishlistPayload, WishlistResponse } from './models/wishlist.model';
import { StockAlertsService } from './stock-alerts.service';
import { WISHLIST_MESSAGES } from './wishlist.messages';
import { WishlistService } from './wishlist.service';

const BookId = () => ObjectIdParam('bookId', 'book id');

@ApiTags('wishlist')
@Controller('user')
export class WishlistController {
  constructor(
    private readonly wishlists: WishlistService,
    private readonly alerts: StockAlertsService,
  ) {}

  @Get('wishlist')
  @ApiOkResponse({
    type: WishlistResponse,
    description: "The signed-in account's saved books, newest first, and its alerts",
  })
  async list(@CurrentUser() user: AuthUser): Promise<WishlistResponse> {
    return { wishlist: await this.wishlists.wishlist(user._id) };
  }

  @Put('wishlist/:bookId')
  @ApiOkResponse({ type: WishlistPayload, description: 'Saving a saved book again changes nothing' })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.WISHLIST_FULL)
  async add(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<WishlistPayload> {
    await this.wishlists.add(user._id, bookId);
    return { message: WISHLIST_MESSAGES.added, wishlist: await this.wishlists.wishlist(user._id) };
  }

  @Delete('wishlist/:bookId')
  @ApiOkResponse({ type: WishlistPayload, description: 'Removing a book that is not saved changes nothing' })
  async remove(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<WishlistPayload> {
    await this.wishlists.remove(user._id, bookId);
    return { message: WISHLIST_MESSAGES.removed, wishlist: await this.wishlists.wishlist(user._id) };
  }

  @Put('stock-alerts/:bookId')
  @ApiOkResponse({
    type: WishlistPayload,
    description: 'One email when the out-of-stock book is back; asking again changes nothing',
  })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.BOOK_IN_STOCK, ErrorCode.WISHLIST_FULL)
  async requestAlert(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<WishlistPayload> {
    await this.alerts.request(user._id, bookId);
    return { message: WISHLIST_MESSAGES.alertRequested, wishlist: await this.wishlists.wishlist(user._id) };
  }

  @Delete('stock-alerts/:bookId')
  @ApiOkResponse({ type: WishlistPayload, description: 'Cancelling an alert that is not there changes nothing' })
  async cancelAlert(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<WishlistPayload> {
    await this.alerts.cancel(user._id, bookId);
    return { message: WISHLIST_MESSAGES.alertCancelled, wishlist: await this.wishlists.wishlist(user._id) };
  }
}
