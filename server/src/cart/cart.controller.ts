import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { CART_MESSAGES, withNotice } from './cart.messages';
import { CartService } from './cart.service';
import { AddToCartInput, CartQuantityInput } from './dto/cart-quantity.args';
import { CartChangeResponse, CartResponse, toCartItems, type Cart } from './models/cart.model';

const BookId = () => ObjectIdParam('bookId', 'book id');

/** A change's answer: the message (with the notice about dropped lines, if any) and the lines. */
const changed = (message: string, cart: Cart): CartChangeResponse => ({
  message: withNotice(message, cart.notice),
  cart: toCartItems(cart),
});

@ApiTags('cart')
@Controller('user/cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Get()
  @ApiOkResponse({
    type: CartResponse,
    description: '`message` only when lines were dropped because their book was deleted',
  })
  async cart(@CurrentUser() user: AuthUser): Promise<CartResponse> {
    const cart = await this.carts.view(user._id);
    return { ...(cart.notice ? { message: cart.notice } : {}), cart: toCartItems(cart) };
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: CartChangeResponse, description: 'Adding a book already in the cart adds to its quantity' })
  @ApiErrors(ErrorCode.INVALID_ID, ErrorCode.NOT_FOUND, ErrorCode.INSUFFICIENT_STOCK)
  async add(@CurrentUser() user: AuthUser, @Body() input: AddToCartInput): Promise<CartChangeResponse> {
    const cart = await this.carts.add(user._id, input.bookId, input.quantity);
    return changed(CART_MESSAGES.added(input.quantity), cart);
  }

  @Put(':bookId')
  @ApiOkResponse({ type: CartChangeResponse })
  @ApiErrors(ErrorCode.INVALID_ID, ErrorCode.NOT_FOUND, ErrorCode.INSUFFICIENT_STOCK)
  async update(
    @CurrentUser() user: AuthUser,
    @BookId() bookId: string,
    @Body() input: CartQuantityInput,
  ): Promise<CartChangeResponse> {
    return changed(CART_MESSAGES.updated, await this.carts.setQuantity(user._id, bookId, input.quantity));
  }

  @Delete(':bookId')
  @ApiOkResponse({ type: CartChangeResponse })
  @ApiErrors(ErrorCode.INVALID_ID, ErrorCode.NOT_FOUND)
  async remove(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<CartChangeResponse> {
    return changed(CART_MESSAGES.removed, await this.carts.remove(user._id, bookId));
  }

  @Delete()
  @ApiOkResponse({ type: CartChangeResponse })
  async clear(@CurrentUser() user: AuthUser): Promise<CartChangeResponse> {
    return changed(CART_MESSAGES.cleared, await this.carts.clear(user._id));
  }
}
