import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getErrorCode, getErrorMessage, isServiceUnavailable, isUnauthenticated } from '@/lib/errors';

/**
 * Which field a server refusal is about, told by the start of its message (the server's messages
 * name their field: 'Price must be …', 'France is already in the zone Europe' is a country's),
 * or by its code. The first match wins; none: the refusal is the form's.
 */
export type FieldMatchers<T extends FieldValues> = ReadonlyArray<readonly [RegExp, Path<T>]>;

/**
 * Shows a refused save's message at its field (`setError`), or returns it for the form to show
 * above its buttons. Nothing for a dead session or an unavailable store (handled app-wide).
 */
export function showServerRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  matchers: FieldMatchers<T>,
): string | null {
  if (isUnauthenticated(error) || isServiceUnavailable(error)) return null;
  const message = getErrorMessage(error, '');
  if (!message) return 'The change could not be saved. Please try again.';
  const code = getErrorCode(error) ?? '';
  const match = matchers.find(([pattern]) => pattern.test(message) || pattern.test(code));
  if (match) {
    setError(match[1], { type: 'server', message }, { shouldFocus: true });
    return null;
  }
  return message;
}
