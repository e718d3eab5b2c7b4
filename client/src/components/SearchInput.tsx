import { useSearchDraft } from '@/lib/use-search-draft';
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
