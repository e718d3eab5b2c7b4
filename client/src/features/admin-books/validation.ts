import { z } from 'zod';
import { isBookCategory } from '@/config/categories';
import { MAX_AUTHOR_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '@/config/rules';
import { fieldErrors, fieldProblem, optionalText, priceField, requiredText, stockField } from '@/lib/validation';

export { normaliseDecimal } from '@/lib/validation';

/**
 * The book form's rules, as the server applies them (server/src/books/dto/book.input.ts), in the
 * form's field order. Price and stock stay text until they are checked.
 */
export const bookSchema = z.object({
  title: requiredText('Title', MAX_TITLE_LENGTH),
  author: requiredText('Author', MAX_AUTHOR_LENGTH),
  price: priceField,
  stock: stockField,
  category: z
    .string()
    .min(1, 'Category is required')
    .refine(isBookCategory, 'Category must be one of the listed categories'),
  description: optionalText('Description', MAX_DESCRIPTION_LENGTH),
});

/** The book form's fields as typed. */
export type BookFormValues = z.input<typeof bookSchema>;
export type BookFormErrors = Partial<Record<keyof BookFormValues, string>>;

export function validateBook(values: BookFormValues): BookFormErrors {
  return fieldErrors(bookSchema, values);
}

export const priceProblem = (raw: string) => fieldProblem(priceField, raw);
export const stockProblem = (raw: string) => fieldProblem(stockField, raw);
