import { z } from 'zod';
import { isBookCategory } from '@/config/categories';
import ISO6391 from 'iso-639-1';
import {
  LANGUAGE_MESSAGE,
  MAX_AUTHOR_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_PAGES,
  MAX_PUBLISHER_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_YEAR,
  MIN_YEAR,
  PAGES_MESSAGE,
  YEAR_MESSAGE,
} from '@/config/rules';
import { ISBN_MESSAGE, toIsbn13 } from '@/lib/isbn';
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
  isbn: z
    .string()
    .trim()
    .refine((value) => value === '' || toIsbn13(value) !== null, ISBN_MESSAGE),
  publisher: optionalText('Publisher', MAX_PUBLISHER_LENGTH),
  year: optionalWholeNumber(MIN_YEAR, MAX_YEAR, YEAR_MESSAGE),
  pages: optionalWholeNumber(1, MAX_PAGES, PAGES_MESSAGE),
  language: z.string().refine((value) => value === '' || ISO6391.validate(value), LANGUAGE_MESSAGE),
});

/** An optional whole number typed as text: '' for none, else digits within [min, max]. */
function optionalWholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max), message);
}

/** Every language the server accepts, by English name (the form's select). */
export const LANGUAGES = ISO6391.getAllCodes()
  .map((code) => ({ code, name: ISO6391.getName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The book form's fields as typed. */
export type BookFormValues = z.input<typeof bookSchema>;
export type BookFormErrors = Partial<Record<keyof BookFormValues, string>>;

export function validateBook(values: BookFormValues): BookFormErrors {
  return fieldErrors(bookSchema, values);
}

export const priceProblem = (raw: string) => fieldProblem(priceField, raw);
export const stockProblem = (raw: string) => fieldProblem(stockField, raw);
