import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MAX_STOCK } from '../../books/book-rules';
import { OBJECT_ID_PATTERN } from '../../common/http/api-errors';
import { Quantity } from '../../common/quantity/quantity.decorator';

const LOWERING = "From 1 to the book's stock; a line above the stock (the stock fell) may still be lowered, down to 1";

/**
 * A cart quantity: a JSON number that is a whole number of at least 1. Text such as "3" is a
 * wrong type and refused (no implicit conversion); the upper limit (the book's stock, except
 * for a lowering) is checked by CartService. REST body of PUT /api/user/cart/:bookId.
 */
@ArgsType()
export class CartQuantityInput {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_STOCK,
    example: 2,
    description: LOWERING,
  })
  @Field(() => Int, { description: LOWERING })
  @Quantity()
  quantity: number;
}

/** updateCartItem(bookId, quantity); REST takes the book id from the path. */
@ArgsType()
export class UpdateCartItemArgs extends CartQuantityInput {
  @Field(() => ID)
  @IsString({ message: 'Book id must be text' })
  @IsNotEmpty({ message: 'Book id is required' })
  bookId: string;
}

/**
 * addToCart(bookId, quantity = 1), and the REST body of POST /api/user/cart. A malformed id is
 * 400 INVALID_ID (checked by CartService, the same for both transports).
 */
@ArgsType()
export class AddToCartInput {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID)
  @IsString({ message: 'Book id must be text' })
  @IsNotEmpty({ message: 'Book id is required' })
  bookId: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_STOCK,
    default: 1,
    description: "From 1 to the book's stock",
  })
  @Field(() => Int, {
    defaultValue: 1,
    description: "From 1 to the book's stock; added to any copies already in the cart",
  })
  @Quantity({ required: false })
  quantity: number = 1;
}
