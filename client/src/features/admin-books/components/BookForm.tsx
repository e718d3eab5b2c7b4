import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { ImagePicker } from '@/components/ImagePicker';
import { BOOK_CATEGORIES } from '@/config/categories';
import { paths } from '@/config/paths';
import {
  BOOK_FIELDS,
  MAX_AUTHOR_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  validateBook,
  type BookFormErrors,
  type BookFormValues,
} from '../validation';

/** The cover as the form ends with it: a new file, else the current image URL ('' for none). */
export interface CoverState {
  file: File | null;
  current: string;
}

export interface BookFormProps {
  mode: 'add' | 'edit';
  /** The book being edited: its fields and its current cover URL. */
  initial?: { values: BookFormValues; image: string };
  pending: boolean;
  onSubmit: (values: BookFormValues, cover: CoverState) => unknown;
}

export const EMPTY_BOOK: BookFormValues = { title: '', author: '', price: '', stock: '', category: '', description: '' };

const labels = {
  add: { submit: 'Add Book', pending: 'Adding Book...' },
  edit: { submit: 'Update Book', pending: 'Updating Book...' },
};

/**
 * The admin's book form (SPEC.md §2 Add/Edit book, §5): cover, title, author, price, stock,
 * category and description, checked as the server checks them before anything is sent.
 */
export function BookForm({ mode, initial, pending, onSubmit }: BookFormProps) {
  const [values, setValues] = useState<BookFormValues>(initial?.values ?? EMPTY_BOOK);
  const [cover, setCover] = useState<CoverState>({ file: null, current: initial?.image ?? '' });
  const [errors, setErrors] = useState<BookFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function update<K extends keyof BookFormValues>(field: K, value: BookFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateBook(values);
    setErrors(found);
    const firstInvalid = BOOK_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#book-${firstInvalid}`)?.focus();
      return;
    }
    void onSubmit(values, cover);
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
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

      <FormField id="book-title" label="Title" error={errors.title} required>
        {(control) => (
          <input
            {...control}
            type="text"
            name="title"
            required
            maxLength={MAX_TITLE_LENGTH}
            value={values.title}
            onChange={(e) => update('title', e.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>

      <FormField id="book-author" label="Author" error={errors.author} required>
        {(control) => (
          <input
            {...control}
            type="text"
            name="author"
            required
            maxLength={MAX_AUTHOR_LENGTH}
            value={values.author}
            onChange={(e) => update('author', e.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="book-price" label="Price ($)" error={errors.price} required>
          {(control) => (
            <input
              {...control}
              type="number"
              name="price"
              inputMode="decimal"
              required
              min={0}
              step={0.01}
              value={values.price}
              onChange={(e) => update('price', e.target.value)}
              placeholder="0.00"
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField id="book-stock" label="Stock Quantity" error={errors.stock} required>
          {(control) => (
            <input
              {...control}
              type="number"
              name="stock"
              inputMode="numeric"
              required
              min={0}
              step={1}
              value={values.stock}
              onChange={(e) => update('stock', e.target.value)}
              placeholder="0"
              className={inputClasses}
            />
          )}
        </FormField>
      </div>

      <FormField id="book-category" label="Category" error={errors.category} required>
        {(control) => (
          <select
            {...control}
            name="category"
            required
            value={values.category}
            onChange={(e) => update('category', e.target.value)}
            className={inputClasses}
          >
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
        error={errors.description}
        hint={`${values.description.length}/${MAX_DESCRIPTION_LENGTH} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={6}
            maxLength={MAX_DESCRIPTION_LENGTH}
            value={values.description}
            onChange={(e) => update('description', e.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>

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
