import { isBookCategory } from '@/config/categories';

/** The server's limits for a book (mirrored so mistakes show before anything is sent). */
export const MAX_TITLE_LENGTH = 200;
export const MAX_AUTHOR_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 1_000_000;

/** The book form's fields as typed. Price and stock stay text until they are checked. */
export interface BookFormValues {
  title: string;
  author: string;
  price: string;
  stock: string;
  category: string;
  description: string;
}

export type BookFormErrors = Partial<Record<keyof BookFormValues, string>>;

/** The field order, for focusing the first field with a problem. */
export const BOOK_FIELDS = ['title', 'author', 'price', 'stock', 'category', 'description'] as const;

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/** '.5' → '0.5', '12.' → '12': the plain decimal form the server accepts. */
export function normaliseDecimal(text: string): string {
  let value = text.trim();
  if (value.startsWith('.')) value = `0${value}`;
  if (value.endsWith('.')) value = value.slice(0, -1);
  return value;
}

function textProblem(value: string, field: string, max: number): string | undefined {
  const text = value.trim();
  if (text === '') return `${field} is required`;
  if (text.length > max) return `${field} must be at most ${max} characters long`;
  return undefined;
}

export function priceProblem(raw: string): string | undefined {
  const text = normaliseDecimal(raw);
  if (text === '') return 'Price is required';
  if (!NUMBER_TEXT.test(text)) return 'Price must be a number, such as 12.50';
  const price = Number(text);
  if (price < 0) return 'Price must be at least 0';
  if (/\.\d{3,}$/.test(text)) return 'Price must have at most 2 decimals';
  if (price > MAX_PRICE) return `Price must be at most ${MAX_PRICE.toLocaleString('en-US')}`;
  return undefined;
}

export function stockProblem(raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return 'Stock quantity is required';
  if (!NUMBER_TEXT.test(text)) return 'Stock quantity must be a whole number';
  const stock = Number(text);
  if (stock < 0) return 'Stock quantity must be at least 0';
  if (!/^\d+$/.test(text)) return 'Stock quantity must be a whole number';
  if (stock > MAX_STOCK) return `Stock quantity must be at most ${MAX_STOCK.toLocaleString('en-US')}`;
  return undefined;
}

/** The book form's rules, as the server applies them (server/src/books/dto/book.input.ts). */
export function validateBook(values: BookFormValues): BookFormErrors {
  const errors: BookFormErrors = {
    title: textProblem(values.title, 'Title', MAX_TITLE_LENGTH),
    author: textProblem(values.author, 'Author', MAX_AUTHOR_LENGTH),
    price: priceProblem(values.price),
    stock: stockProblem(values.stock),
    category:
      values.category === ''
        ? 'Category is required'
        : isBookCategory(values.category)
          ? undefined
          : 'Category must be one of the listed categories',
    description:
      values.description.trim().length > MAX_DESCRIPTION_LENGTH
        ? `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters long`
        : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as BookFormErrors;
}
