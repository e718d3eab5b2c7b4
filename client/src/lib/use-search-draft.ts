import { useEffect, useEffectEvent, useState } from 'react';

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
