import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { CartBookLoader } from './cart-book-loader';
import { CART_MESSAGES } from './cart.messages';
import { CartService } from './cart.service';
import { AddToCartInput, UpdateCartItemArgs } from './dto/cart-quantity.args';
import { Cart, CartPayload } from './models/cart.model';

/** The GraphQL context: the Express request, which scopes the book loader. */
type RequestContext = { req: object };

@Resolver(() => Cart)
export class CartResolver {
  constructor(
    private readonly carts: CartService,
    private readonly loader: CartBookLoader,
  ) {}

  @Query(() => Cart, {
    description: "The signed-in shopper's cart; lines whose book was deleted are dropped (REST: GET /api/user/cart)",
  })
  cart(@CurrentUser() user: AuthUser, @Context() context: RequestContext): Promise<Cart> {
    return this.carts.view(user._id, this.loader.for(context.req));
  }

  @Mutation(() => CartPayload, {
    description:
      'Add copies of a book; a book already in the cart gets more copies, up to its stock (REST: POST /api/user/cart)',
  })
  async addToCart(
    @CurrentUser() user: AuthUser,
    @Args() { bookId, quantity }: AddToCartInput,
    @Context() context: RequestContext,
  ): Promise<CartPayload> {
    const cart = await this.carts.add(user._id, bookId, quantity, this.loader.for(context.req));
    return { message: CART_MESSAGES.added(quantity), cart };
  }

  @Mutation(() => CartPayload, {
    description:
      'Set the copies of a book in the cart, 1 to its stock; a line above the stock may be lowered (REST: PUT /api/user/cart/:bookId)',
  })
  async updateCartItem(
    @CurrentUser() user: AuthUser,
    @Args() { bookId, quantity }: UpdateCartItemArgs,
    @Context() context: RequestContext,
  ): Promise<CartPayload> {
    const cart = await this.carts.setQuantity(user._id, bookId, quantity, this.loader.for(context.req));
    return { message: CART_MESSAGES.updated, cart };
  }

  @Mutation(() => CartPayload, { description: 'Remove a book from the cart (REST: DELETE /api/user/cart/:bookId)' })
  async removeFromCart(
    @CurrentUser() user: AuthUser,
    @Args('bookId', { type: () => ID }) bookId: string,
    @Context() context: RequestContext,
  ): Promise<CartPayload> {
    const cart = await this.carts.remove(user._id, bookId, this.loader.for(context.req));
    return { message: CART_MESSAGES.removed, cart };
  }

  @Mutation(() => CartPayload, { description: 'Empty the cart (REST: DELETE /api/user/cart)' })
  async clearCart(@CurrentUser() user: AuthUser): Promise<CartPayload> {
    return { message: CART_MESSAGES.cleared, cart: await this.carts.clear(user._id) };
  }
}
