import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { MAX_ORDER_NOTE_LENGTH } from '@/config/rules';
import { formatDateTime } from '@/lib/format';
import { requiredText } from '@/lib/validation';
import { useAddOrderNote } from '../hooks/use-add-order-note';
import { useOrderNotes } from '../hooks/use-order-notes';

/** A note as the server checks it: not blank, at most 2,000 characters. */
export const noteSchema = z.object({ text: requiredText('Note', MAX_ORDER_NOTE_LENGTH) });
type NoteValues = z.input<typeof noteSchema>;

/**
 * The store's internal notes on an order (the admin's order page): newest first, each with who
 * wrote it and when, and a box to add one. Shoppers never see them. After a note is added the box
 * is emptied and keeps focus, for the next; after a failure the text stays.
 */
export function OrderNotes({ orderId }: { orderId: string }) {
  const { notes, truncated, loading, failed, retry } = useOrderNotes(orderId);
  const { addNote, saving } = useAddOrderNote(orderId);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteValues, unknown, z.output<typeof noteSchema>>({
    resolver: zodResolver(noteSchema),
    defaultValues: { text: '' },
  });
  const { ref: registerText, ...textField } = register('text');

  async function onValid({ text }: z.output<typeof noteSchema>) {
    if (saving) return;
    if (await addNote(text)) reset({ text: '' });
    textRef.current?.focus();
  }

  return (
    <section
      aria-labelledby="order-notes-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-notes-heading" className="text-lg font-semibold text-slate-900">
        Internal notes
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600">Only the store sees these notes; the customer never does.</p>
      <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="space-y-3">
        <FormField id="order-note-text" label="New note" error={errors.text?.message}>
          {(control) => (
            <textarea
              {...control}
              {...textField}
              ref={(element) => {
                registerText(element);
                textRef.current = element;
              }}
              rows={3}
              placeholder="A call with the customer, a parcel's trouble..."
              className={inputClasses}
            />
          )}
        </FormField>
        <button type="submit" disabled={saving} className={buttonClasses('secondary', 'sm')}>
          {saving ? 'Adding...' : 'Add Note'}
        </button>
      </form>
      <div className="mt-4">
        {failed ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-center">
            <p className="text-red-800">The notes could not be loaded.</p>
            <button type="button" onClick={retry} className={buttonClasses('secondary', 'sm', 'mt-3')}>
              Try again
            </button>
          </div>
        ) : loading ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading notes..." />
          </div>
        ) : notes.length === 0 ? (
          <p className="text-sm text-slate-600">No notes yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Notes, newest first">
            {notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-slate-50 px-3 py-2">
                <p className="text-xs text-slate-600">
                  <span className="font-medium text-slate-800">{note.author.name || 'A deleted account'}</span>
                  {' · '}
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{note.text}</p>
              </li>
            ))}
          </ol>
        )}
        {truncated && <p className="mt-2 text-sm text-slate-600">Older notes are not shown.</p>}
      </div>
    </section>
  );
}
