import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsString, ValidateNested } from 'class-validator';
import { MAX_STOCK } from '../../books/book-rules';
import { OBJECT_ID_PATTERN } from '../../common/http/api-errors';
import { Quantity } from '../../common/quantity/quantity.decorator';
import { PlaceOrderInput } from './place-order.input';

/** The most lines one order may have (repeats of a book count once they are merged). */
export const MAX_ORDER_LINES = 100;
const LINES_MESSAGE = 'Add at least one book to the order';
const TOO_MANY_LINES = `An order can have at most ${MAX_ORDER_LINES} lines`;
const LINE_SHAPE = 'Each line must be an object with a book id and a quantity';

/** One line of a GraphQL manual order (`placeOrderNow`): a StockLine, checked and merged by OrdersService. */
@InputType()
export class OrderLineInput {
  @Field(() => ID)
  @IsDefined({ message: 'Book id is required' })
  @IsString({ message: 'Book id must be a 24-character hexadecimal id' })
  bookId: string;

  @Field(() => Int, { description: 'A whole number of at least 1' })
  @Quantity()
  quantity: number;
}

@ArgsType()
export class PlaceOrderNowArgs extends PlaceOrderInput {
  @Field(() => [OrderLineInput], {
    description: `1 to ${MAX_ORDER_LINES} lines; repeated books are merged into one line`,
  })
  @IsArray({ message: LINES_MESSAGE })
  @ArrayNotEmpty({ message: LINES_MESSAGE })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: TOO_MANY_LINES })
  @ValidateNested({ each: true, message: LINE_SHAPE })
  @Type(() => OrderLineInput)
  lines: OrderLineInput[];
}

/** One line of the REST manual order: `{ book: bookId, quantity }`. */
export class ManualOrderLineInput {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1c2b9d3e4a0012345678', description: 'The book id' })
  @IsDefined({ message: 'Book id is required' })
  @IsString({ message: 'Book id must be a 24-character hexadecimal id' })
  book: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_STOCK, example: 1 })
  @Quantity()
  quantity: number;
}

/** The REST manual order (`POST /api/user/order/manual`); a `totalAmount` sent along is dropped. */
export class ManualOrderInput extends PlaceOrderInput {
  @ApiProperty({
    type: [ManualOrderLineInput],
    minItems: 1,
    maxItems: MAX_ORDER_LINES,
    description: `1 to ${MAX_ORDER_LINES} lines; repeated books are merged`,
  })
  @IsDefined({ message: LINES_MESSAGE })
  @IsArray({ message: LINES_MESSAGE })
  @ArrayNotEmpty({ message: LINES_MESSAGE })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: TOO_MANY_LINES })
  @ValidateNested({ each: true, message: LINE_SHAPE })
  @Type(() => ManualOrderLineInput)
  books: ManualOrderLineInput[];
}
