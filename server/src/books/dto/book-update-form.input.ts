import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_STOCK, STOCK_TEXT } from '../book-rules';
import { EXPECTED_STOCK_MESSAGE } from '../book-stock';
import { BookFormInput } from './book-form.input';
import { parseStrictNumber } from './book.input';

/**
 * The REST update form: the add form plus `expectedStock`, the stock the edit form loaded. When
 * it is sent, the update applies only if the book still has that stock; otherwise 409
 * STOCK_CHANGED, so that an edit never silently undoes a sale. Older clients that do not send
 * it keep the plain overwrite.
 */
export class BookUpdateFormInput extends BookFormInput {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_STOCK,
    example: 3,
    description: "The stock the form loaded; if the book's stock changed since, 409 STOCK_CHANGED. Omit to overwrite.",
  })
  @Transform(({ value }) => parseStrictNumber(value, STOCK_TEXT))
  @IsOptional()
  @Max(MAX_STOCK, { message: EXPECTED_STOCK_MESSAGE })
  @Min(0, { message: EXPECTED_STOCK_MESSAGE })
  @IsInt({ message: EXPECTED_STOCK_MESSAGE })
  expectedStock?: number;
}
