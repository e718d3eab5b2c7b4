import { useEffect, useEffectEvent, useState } from 'react';
import { inputClasses } from './FormField';
import { SearchIcon } from './icons';

export interface SearchInputProps {
  id: string;
  label: string;
  /** The search in effect (for example from the URL). */
  value: string;
  /** Called with the typed text once typing pauses for `delay` ms. */
  onSearch: (value: string) => void;
  placeholder?: string;
  delay?: number;
  maxLength?: number;
}

/**
 * A labelled search box that reports what was typed after a pause (debounced). It follows
 * `value` when that changes from outside (Back, a link), without undoing what is being typed.
 */
export function SearchInput({
  id,
  label,
  value,
  onSearch,
  placeholder,
  delay = 300,
  maxLength = 200,
}: SearchInputProps) {
  const { draft, setDraft } = useSearchDraft(value, onSearch, delay);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className={`${inputClasses} h-11 pl-10`}
        />
      </div>
    </div>
  );
}

/**
 * A search box's text: `draft` as typed, `settled` once typing has paused for `delay` ms, when a
 * draft that differs from `value` (the search in effect) is reported through `onSearch`. It follows
 * `value` when that changes from outside (Back, a link) without undoing what is being typed: a
 * value this box did not report replaces the draft. `settle` reports a text at once (a picked
 * suggestion).
 */
export function useSearchDraft(value: string, onSearch: (value: string) => void, delay: number) {
  const [draft, setDraft] = useState(value);
  const [settled, setSettled] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [emitted, setEmitted] = useState<string | null>(null);

  // Adjusting state during render: a new value that this box did not send replaces the draft.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== emitted) {
      setDraft(value);
      setSettled(value);
    }
  }

  function send(text: string) {
    setSettled(text);
    if (text === value) return;
    setEmitted(text);
    onSearch(text);
  }
  const report = useEffectEvent(send);

  useEffect(() => {
    if (draft === settled) return;
    const timer = setTimeout(() => report(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, settled, delay]);

  function settle(text: string) {
    setDraft(text);
    send(text);
  }

  return { draft, setDraft, settled, settle };
}
