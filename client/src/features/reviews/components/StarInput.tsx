import { MAX_RATING } from '@/config/rules';

export interface StarInputProps {
  /** The name of the radio group (one per form). */
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
  disabled?: boolean;
  /** Receives the first radio: a form focuses it when the rating is missing. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';
const starLabel = (star: number) => `${star} ${star === 1 ? 'star' : 'stars'}`;

/**
 * Choosing 1 to 5 stars: a radio group of native radios (so Tab enters it, the arrow keys move
 * and choose, and a screen reader says "3 stars, 3 of 5"), drawn as stars filled up to the choice.
 */
export function StarInput({ name, value, onChange, error, disabled = false, inputRef }: StarInputProps) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={Boolean(error)}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">
        Rating
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((star) => {
          const id = `${name}-${star}`;
          const lit = value !== undefined && star <= value;
          return (
            <label
              key={star}
              htmlFor={id}
              className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500"
            >
              <input
                id={id}
                ref={star === 1 ? inputRef : undefined}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                disabled={disabled}
                className="sr-only"
              />
              <span className="sr-only">{starLabel(star)}</span>
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className={`h-8 w-8 stroke-1 ${lit ? 'fill-amber-600 stroke-amber-700' : 'fill-white stroke-slate-500'}`}
              >
                <path d={STAR_PATH} />
              </svg>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
