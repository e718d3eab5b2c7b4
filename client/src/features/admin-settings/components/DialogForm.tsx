import { type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { Modal } from '@/components/Modal';
import { FormError } from './SettingsSection';

export interface DialogFormProps {
  /** The dialog's title and the form's name: 'Add shipping zone'. */
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal about no one field. */
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** Where focus goes when the dialog opens (the first field); none: the title, to read the form from its top. */
  firstFieldRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A settings form in the shared Modal: focus starts in the first field, stays inside, and goes back
 * to the button that opened the dialog when it closes (Cancel, Escape or a save).
 */
export function DialogForm({
  title,
  submitLabel,
  busy,
  formError,
  onSubmit,
  onClose,
  firstFieldRef,
  children,
}: DialogFormProps) {
  return (
    <Modal title={title} onClose={onClose} busy={busy} initialFocusRef={firstFieldRef}>
      <form aria-label={title} noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {children}
        <FormError message={formError} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClasses('secondary', 'md')}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'md')}>
            {busy ? 'Saving...' : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled on/off switch (a checkbox with role switch) with a sentence on what each state means. */
export function SwitchField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: ReactNode } & React.InputHTMLAttributes<HTMLInputElement> & {
    ref?: React.Ref<HTMLInputElement>;
  }) {
  return (
    <div className="flex items-start gap-3">
      <input
        {...input}
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 h-5 w-5 shrink-0 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
