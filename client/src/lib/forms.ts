import { get, type FieldError, type FieldErrors, type FieldValues } from 'react-hook-form';

/**
 * After a refused submit: the first field with a problem, in the form's order, gets the focus and
 * is scrolled to the middle of the screen, so that the sticky header (4rem) never covers it.
 * Form controls also carry `scroll-mt-24` (inputClasses) for the browser's own scrolling.
 */
export function revealFirstError<T extends FieldValues>(order: readonly string[]) {
  return (errors: FieldErrors<T>) => {
    const name = order.find((field) => get(errors, field));
    if (!name) return;
    const ref: unknown = (get(errors, name) as FieldError | undefined)?.ref;
    if (ref instanceof HTMLElement) {
      ref.focus({ preventScroll: true });
      // jsdom has no scrollIntoView.
      ref.scrollIntoView?.({ block: 'center' });
    } else if (ref && typeof (ref as { focus?: unknown }).focus === 'function') {
      (ref as { focus: () => void }).focus();
    }
  };
}
