import { inputClasses } from './FormField';

export interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  /** The label for screen readers only (compact filter rows). */
  hideLabel?: boolean;
  /** The chosen value, or '' for the "all" entry. */
  value: string;
  /** The first entry, meaning no filter ('All Statuses'). */
  allLabel: string;
  options: readonly T[];
  optionLabel?: (value: T) => string;
  /** The raw value chosen ('' for all); the list's filter schema parses it. */
  onChange: (value: string) => void;
  className?: string;
}

/** A list page's filter: a labelled select with an "all" entry and one entry per value. */
export function FilterSelect<T extends string>({
  id,
  label,
  hideLabel = false,
  value,
  allLabel,
  options,
  optionLabel = (option) => option,
  onChange,
  className = `${inputClasses} h-11`,
}: FilterSelectProps<T>) {
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={className}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
