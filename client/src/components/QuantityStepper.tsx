import { useState, type KeyboardEvent } from 'react';

export interface QuantityStepperProps {
  /** The current quantity. */
  value: number;
  /** Called with a new whole quantity within [min, max]. */
  onChange: (quantity: number) => void;
  /** The highest quantity allowed (the book's stock). */
  max: number;
  /** The lowest quantity allowed; 1 by default. */
  min?: number;
  /** What is counted, for screen readers: 'Quantity of The Hobbit', 'Decrease quantity of The Hobbit'. */
  itemName?: string;
  /** Disables the whole control, e.g. while a change is being saved. */
  disabled?: boolean;
  id?: string;
  size?: 'sm' | 'md';
}

const buttonBase =
  'inline-flex items-center justify-center font-semibold text-slate-700 transition-colors hover:bg-slate-100 ' +
  'focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ' +
  'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

const sizes = {
  sm: { button: 'h-8 w-8 text-base', input: 'h-8 w-12 text-sm' },
  md: { button: 'h-10 w-10 text-lg', input: 'h-10 w-14 text-base' },
};

/** The quantity to keep for what was typed: a whole number clamped into [min, max], or null. */
export function parseQuantity(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return Math.max(min, Math.min(max, n));
}

/**
 * A quantity from `min` (1) to `max` (the stock): − and + buttons with labels around a number
 * input. − is disabled at the minimum, + at the maximum. A typed quantity is taken on Enter or
 * when the field loses focus, clamped into range; anything that is not a whole number is put
 * back. A value above `max` (stock dropped since it was chosen) steps down to `max`.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  min = 1,
  itemName,
  disabled = false,
  id,
  size = 'md',
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const of = itemName ? ` of ${itemName}` : '';
  const ceiling = Math.max(min, max);
  const canDecrement = !disabled && value > min;
  const canIncrement = !disabled && value < max;

  function change(next: number) {
    if (next !== value) onChange(next);
  }

  function commitDraft() {
    if (draft === null) return;
    const next = parseQuantity(draft, min, ceiling);
    setDraft(null);
    if (next !== null) change(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  }

  return (
    <div
      role="group"
      aria-label={`Quantity${of}`}
      className="inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white"
    >
      <button
        type="button"
        className={`${buttonBase} ${sizes[size].button} border-r border-slate-300`}
        aria-label={`Decrease quantity${of}`}
        disabled={!canDecrement}
        onClick={() => change(Math.max(min, Math.min(value - 1, max)))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={ceiling}
        step={1}
        aria-label={`Quantity${of}`}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
        className={`${sizes[size].input} appearance-none border-0 text-center font-semibold text-slate-900 [-moz-appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500 disabled:bg-slate-50 disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
      />
      <button
        type="button"
        className={`${buttonBase} ${sizes[size].button} border-l border-slate-300`}
        aria-label={`Increase quantity${of}`}
        disabled={!canIncrement}
        onClick={() => change(Math.min(max, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
