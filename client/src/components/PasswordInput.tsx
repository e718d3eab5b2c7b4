import { useState, type ComponentProps } from 'react';
import { inputClasses } from './FormField';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Completes the toggle's label: "Show password", "Show confirm password". */
  toggleNoun?: string;
}

/** A password input with a show/hide toggle button; `ref` reaches the input (for the form library). */
export function PasswordInput({ toggleNoun = 'password', className = '', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={`${inputClasses} pr-12 ${className}`} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={`${visible ? 'Hide' : 'Show'} ${toggleNoun}`}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500"
      >
        {visible ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
      </button>
    </div>
  );
}
