import { useId, type ReactNode } from 'react';

export interface RadioCardsProps<T extends { id: string }> {
  legend: string;
  options: readonly T[];
  /** The option chosen, by id. */
  value: string | null;
  onChange: (id: string) => void;
  disabled?: boolean;
  /** What a card says beside its radio (its name and details). */
  label: (option: T) => ReactNode;
  /** What a card shows at its end (a price), if anything. */
  aside?: (option: T) => ReactNode;
}

/**
 * A choice of one among a few, each a card with its radio, in a fieldset with its legend: the
 * checkout's delivery and payment choices. Arrow keys move between them, as in any radio group;
 * the checked card is outlined and the focused one ringed.
 */
export function RadioCards<T extends { id: string }>({
  legend,
  options,
  value,
  onChange,
  disabled,
  label,
  aside,
}: RadioCardsProps<T>) {
  const name = useId();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-slate-600">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500"
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              disabled={disabled}
              onChange={() => onChange(option.id)}
              className="mt-1 h-4 w-4 shrink-0 accent-indigo-600 focus:outline-none"
            />
            <span className="min-w-0 flex-1">{label(option)}</span>
            {aside?.(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
