import { useQuery } from '@apollo/client/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { inputClasses } from '@/components/FormField';
import { SearchIcon } from '@/components/icons';
import { useSearchDraft } from '@/components/SearchInput';
import { BookSuggestionsDocument } from '../api/BookSuggestions.generated';

/** No suggestions are asked for under this many characters. */
export const SUGGEST_MIN = 2;

export interface SearchComboboxProps {
  id: string;
  label: string;
  /** The search in effect (from the URL). */
  value: string;
  /** Called with the typed text once typing pauses for `delay` ms, or at once with a picked suggestion. */
  onSearch: (value: string) => void;
  placeholder?: string;
  delay?: number;
}

/**
 * The catalogue's search box with suggestions (titles and authors), an ARIA 1.2 combobox: the
 * list opens as the shopper types (2 characters or more, once typing pauses), Down and Up move
 * through it (`aria-activedescendant`, the focus stays in the box), Enter searches for the
 * highlighted suggestion, Escape closes the list; a polite live region says how many there are.
 * Like SearchInput, its text follows `value` as `useSearchDraft` says.
 */
export function SearchCombobox({ id, label, value, onSearch, placeholder, delay = 300 }: SearchComboboxProps) {
  const listId = useId();
  const { draft, setDraft, settled, settle } = useSearchDraft(value, onSearch, delay);
  const [open, setOpen] = useState(false);
  /** The shopper typed here: a search from the URL asks for no suggestions. */
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);

  const asked = settled.trim();
  const { data } = useQuery(BookSuggestionsDocument, {
    variables: { q: asked },
    skip: !typed || draft !== settled || [...asked].length < SUGGEST_MIN,
  });
  const suggestions = !typed || [...asked].length < SUGGEST_MIN ? [] : (data?.bookSuggestions ?? []);
  const expanded = open && suggestions.length > 0 && draft === settled;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function pick(text: string) {
    setOpen(false);
    setTyped(false);
    setActive(-1);
    settle(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) {
        setOpen(true);
        setActive(step > 0 ? 0 : suggestions.length - 1);
        return;
      }
      const count = suggestions.length;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      pick(suggestions[active].text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

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
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setTyped(true);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          className={`${inputClasses} h-11 pl-10`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute left-0 right-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}:${suggestion.text}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(suggestion.text)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${
                index === active ? 'bg-indigo-50 text-indigo-900' : 'text-slate-800'
              }`}
            >
              <span className="truncate">{suggestion.text}</span>
              <span className="shrink-0 text-xs text-slate-600">
                {suggestion.kind === 'author' ? 'Author' : 'Title'}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded
          ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys`
          : ''}
      </p>
    </div>
  );
}
