import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { ImagePicker } from '@/components/ImagePicker';
import { BOOK_CATEGORIES } from '@/config/categories';
import { paths } from '@/config/paths';
import { MAX_DESCRIPTION_LENGTH, MAX_PAGES, MAX_YEAR, MIN_YEAR } from '@/config/rules';
import { currencySymbol } from '@/lib/format';
import { revealFirstError } from '@/lib/forms';
import { useMoney } from '@/lib/money-context';
import { textLength } from '@/lib/validation';
import { bookSchema, LANGUAGES, type BookFormValues } from '../validation';

/** The cover as the form ends with it: a new file, else the current image URL ('' for none). */
export interface CoverState {
  file: File | null;
  current: string;
}

/**
 * What a submit may answer besides success or failure: fresh values for some fields (the stock
 * after a sale made while the admin was editing), shown in place of what the form held there.
 */
export type FreshValues = Partial<BookFormValues>;

export interface BookFormProps {
  mode: 'add' | 'edit';
  /** The book being edited: its fields and its current cover URL. */
  initial?: { values: BookFormValues; image: string };
  pending: boolean;
  onSubmit: (values: BookFormValues, cover: CoverState) => Promise<FreshValues | void>;
}

export const EMPTY_BOOK: BookFormValues = {
  title: '',
  author: '',
  price: '',
  stock: '',
  category: '',
  description: '',
  isbn: '',
  publisher: '',
  year: '',
  pages: '',
  language: '',
};

const labels = {
  add: { submit: 'Add Book', pending: 'Adding Book...' },
  edit: { submit: 'Update Book', pending: 'Updating Book...' },
};

const revealBookError = revealFirstError<BookFormValues>(Object.keys(bookSchema.shape));

/**
 * The admin's book form: cover, title, author, price, stock, category, description and the
 * optional details (ISBN, publisher, year, pages, language), checked as the server checks them before anything is sent.
 */
export function BookForm({ mode, initial, pending, onSubmit }: BookFormProps) {
  const { currency } = useMoney();
  const [cover, setCover] = useState<CoverState>({ file: null, current: initial?.image ?? '' });
  const {
    register,
    handleSubmit,
    resetField,
    control,
    formState: { errors },
  } = useForm<BookFormValues>({
    resolver: zodResolver(bookSchema),
    defaultValues: initial?.values ?? EMPTY_BOOK,
    shouldFocusError: false,
  });
  const description = useWatch({ control, name: 'description' });

  async function onValid(values: BookFormValues) {
    if (pending) return;
    const fresh = await onSubmit(values, cover);
    if (!fresh) return;
    for (const [field, value] of Object.entries(fresh) as [keyof BookFormValues, string][]) {
      resetField(field, { defaultValue: value });
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onValid, revealBookError)}
      noValidate
      aria-label={mode === 'add' ? 'Add book' : 'Edit book'}
      className="space-y-6"
    >
      <ImagePicker
        id="book-image"
        label="Cover image (optional)"
        shape="cover"
        file={cover.file}
        currentUrl={cover.current}
        onChange={(file) => setCover((c) => ({ ...c, file }))}
        onRemoveCurrent={() => setCover((c) => ({ ...c, current: '' }))}
        disabled={pending}
      />

      <FormField id="book-title" label="Title" error={errors.title?.message} required>
        {(control) => <input {...control} {...register('title')} type="text" required className={inputClasses} />}
      </FormField>

      <FormField id="book-author" label="Author" error={errors.author?.message} required>
        {(control) => <input {...control} {...register('author')} type="text" required className={inputClasses} />}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="book-price" label={`Price (${currencySymbol(currency)})`} error={errors.price?.message} required>
          {(control) => (
            <input
              {...control}
              {...register('price')}
              type="number"
              inputMode="decimal"
              required
              min={0}
              step={0.01}
              placeholder="0.00"
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField id="book-stock" label="Stock Quantity" error={errors.stock?.message} required>
          {(control) => (
            <input
              {...control}
              {...register('stock')}
              type="number"
              inputMode="numeric"
              required
              min={0}
              step={1}
              placeholder="0"
              className={inputClasses}
            />
          )}
        </FormField>
      </div>

      <FormField id="book-category" label="Category" error={errors.category?.message} required>
        {(control) => (
          <select {...control} {...register('category')} required className={inputClasses}>
            <option value="">Select a category</option>
            {BOOK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        id="book-description"
        label="Description (optional)"
        error={errors.description?.message}
        hint={`${textLength(description)}/${MAX_DESCRIPTION_LENGTH} characters`}
      >
        {(control) => <textarea {...control} {...register('description')} rows={6} className={inputClasses} />}
      </FormField>

      <fieldset className="space-y-6 border-t border-slate-200 pt-6">
        <legend className="text-sm font-semibold text-slate-900">Details (optional)</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            id="book-isbn"
            label="ISBN"
            error={errors.isbn?.message}
            hint="ISBN-10 or ISBN-13; hyphens are fine. Saved as ISBN-13."
          >
            {(control) => (
              <input
                {...control}
                {...register('isbn')}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField id="book-publisher" label="Publisher" error={errors.publisher?.message}>
            {(control) => <input {...control} {...register('publisher')} type="text" className={inputClasses} />}
          </FormField>
          <FormField id="book-year" label="Year" error={errors.year?.message}>
            {(control) => (
              <input
                {...control}
                {...register('year')}
                type="number"
                inputMode="numeric"
                min={MIN_YEAR}
                max={MAX_YEAR}
                step={1}
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField id="book-pages" label="Pages" error={errors.pages?.message}>
            {(control) => (
              <input
                {...control}
                {...register('pages')}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_PAGES}
                step={1}
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField id="book-language" label="Language" error={errors.language?.message}>
            {(control) => (
              <select {...control} {...register('language')} className={inputClasses}>
                <option value="">Not given</option>
                {LANGUAGES.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name} ({code})
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to={paths.adminBooks} className={buttonClasses('secondary', 'md')}>
          Cancel
        </Link>
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'md')}>
          {pending ? labels[mode].pending : labels[mode].submit}
        </button>
      </div>
    </form>
  );
}
