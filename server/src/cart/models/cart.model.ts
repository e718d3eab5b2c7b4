import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Book } from '../../books/models/book.model';

/** One line of the cart as GraphQL shows it: the book as it is now, and the line's total. */
@ObjectType()
export class CartLine {
  @Field(() => Book)
  book: Book;

  @Field(() => Int, { description: 'Copies of the book, at least 1' })
  quantity: number;

  @Field(() => Float, { description: 'price × quantity, computed in cents on the server' })
  lineTotal: number;
}

@ObjectType()
export class Cart {
  @Field(() => [CartLine], { description: 'In the order the books were first added' })
  lines: CartLine[];

  @Field(() => Float, { description: 'The sum of the line totals' })
  total: number;

  @Field(() => Int, { description: 'Copies in the cart: the sum of the quantities' })
  itemCount: number;

  @Field(() => Int, { description: 'Lines dropped by this read because their book was deleted' })
  removedCount: number;

  @Field(() => String, {
    nullable: true,
    description: 'Set when lines were dropped, e.g. "1 book in your cart is no longer available and was removed"',
  })
  notice: string | null;
}

@ObjectType()
export class CartPayload {
  @Field()
  message: string;

  @Field(() => Cart)
  cart: Cart;
}

/** A cart line on REST (docs/api.md "Cart"): `book` is never null. */
export class CartItem {
  @ApiProperty({ type: Book })
  book: Book;

  @ApiProperty({ type: 'integer', minimum: 1, example: 2 })
  quantity: number;
}

/** GET /api/user/cart. */
export class CartResponse {
  @ApiPropertyOptional({
    description: 'Only when lines were dropped because their book was deleted',
    example: '1 book in your cart is no longer available and was removed',
  })
  message?: string;

  @ApiProperty({ type: [CartItem] })
  cart: CartItem[];
}

/** The REST answer to a cart change. */
export class CartChangeResponse {
  @ApiProperty({ example: 'Cart updated successfully' })
  message: string;

  @ApiProperty({ type: [CartItem] })
  cart: CartItem[];
}

/** The REST lines of a cart. */
export const toCartItems = (cart: Cart): CartItem[] => cart.lines.map(({ book, quantity }) => ({ book, quantity }));
