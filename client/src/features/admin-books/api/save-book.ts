import { sendMultipart } from '@/lib/rest';
import { normaliseDecimal, type BookFormValues } from '../validation';

/** The cover to send with an update: a new file, the current image URL to keep it, or '' to remove it. */
export type CoverChoice = File | string;

export interface SavedBookResponse {
  message: string;
  book: { _id: string };
}

function fields(values: BookFormValues) {
  return {
    title: values.title.trim(),
    author: values.author.trim(),
    price: normaliseDecimal(values.price),
    description: values.description.trim(),
    category: values.category,
    stock: values.stock.trim(),
    // The details: '' removes one the book has.
    isbn: values.isbn.trim(),
    publisher: values.publisher.trim(),
    year: values.year.trim(),
    pages: values.pages.trim(),
    language: values.language,
  };
}

/** POST /api/admin/addBook (multipart, with the cover file if one was chosen). */
export function addBook(values: BookFormValues, image: File | null): Promise<SavedBookResponse> {
  return sendMultipart<SavedBookResponse>('POST', '/admin/addBook', { ...fields(values), image });
}

/**
 * POST /api/admin/updateBook/{id} (multipart; `image` says what happens to the cover).
 * `expectedStock` is the stock the form was loaded with: if a sale changed it meanwhile, the
 * server refuses the update with 409 STOCK_CHANGED instead of undoing the sale.
 */
export function updateBook(
  id: string,
  values: BookFormValues,
  image: CoverChoice,
  expectedStock: number,
): Promise<SavedBookResponse> {
  const path = `/admin/updateBook/${encodeURIComponent(id)}`;
  return sendMultipart<SavedBookResponse>('POST', path, {
    ...fields(values),
    image,
    expectedStock: String(expectedStock),
  });
}
