import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

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
  /** Disables the whole control. */
  disabled?: boolean;
  /**
   * A change is being saved: presses are ignored meanwhile, but the buttons stay focusable
   * (aria-disabled), so that keyboard focus stays where it is.
   */
  busy?: boolean;
  id?: string;
  size?: 'sm' | 'md';
}

// The group does not clip (no overflow-hidden), so that a button's focus ring shows whole, above
// its neighbours (z-10); the end buttons round their own outer corners instead.
const buttonBase =
  'inline-flex items-center justify-center font-semibold text-slate-700 transition-colors hover:bg-slate-100 ' +
  'focus-visible:relative focus-visible:z-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ' +
  'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent aria-disabled:cursor-wait';

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
 *
 * Keyboard: focus stays on the button pressed while the change is saved (`busy`); when a press
 * reaches the limit and disables that button, focus moves to the number field beside it rather
 * than being lost (and a further Enter there changes nothing).
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  min = 1,
  itemName,
  disabled = false,
  busy = false,
  id,
  size = 'md',
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  const of = itemName ? ` of ${itemName}` : '';
  const ceiling = Math.max(min, max);
  const canDecrement = !disabled && value > min;
  const canIncrement = !disabled && value < max;

  // A button pressed just before it became disabled has lost focus: hand it to the field.
  useLayoutEffect(() => {
    const button = pressed.current;
    if (!button?.disabled) return;
    pressed.current = null;
    const active = document.activeElement;
    if (active === button || active === document.body || active === null) inputRef.current?.focus();
  });

  function change(next: number) {
    if (busy) return;
    if (next !== value) onChange(next);
  }

  function press(button: HTMLButtonElement, next: number) {
    pressed.current = button;
    change(next);
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
      className="inline-flex items-stretch rounded-lg border border-slate-300 bg-white"
    >
      <button
        type="button"
        className={`${buttonBase} ${sizes[size].button} rounded-l-[7px] border-r border-slate-300`}
        aria-label={`Decrease quantity${of}`}
        disabled={!canDecrement}
        aria-disabled={busy || undefined}
        onClick={(event) => press(event.currentTarget, Math.max(min, Math.min(value - 1, max)))}
        onBlur={(event) => {
          if (event.relatedTarget) pressed.current = null;
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        ref={inputRef}
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={ceiling}
        step={1}
        aria-label={`Quantity${of}`}
        disabled={disabled}
        readOnly={busy}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
        className={`${sizes[size].input} appearance-none border-0 text-center font-semibold text-slate-900 [-moz-appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500 disabled:bg-slate-50 disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
      />
      <button
        type="button"
        className={`${buttonBase} ${sizes[size].button} rounded-r-[7px] border-l border-slate-300`}
        aria-label={`Increase quantity${of}`}
        disabled={!canIncrement}
        aria-disabled={busy || undefined}
        onClick={(event) => press(event.currentTarget, Math.min(max, value + 1))}
        onBlur={(event) => {
          if (event.relatedTarget) pressed.current = null;
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
