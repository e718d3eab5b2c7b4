import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/AccountFields';
import { buttonClasses, dangerClasses } from '@/components/button-styles';
import { Modal } from '@/components/Modal';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { deleteAccountSchema, type DeleteAccountValues } from '../validation';

const EMPTY: DeleteAccountValues = { password: '' };
const WRONG_PASSWORD = 'Password is incorrect';

/**
 * "Delete account" on the shopper's profile: what goes and what stays, and a button that opens a
 * dialog asking for the password (focus on the password field, Escape or Cancel closes, focus goes
 * back to the button). On success the shopper is signed out and sent home (useDeleteAccount).
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="delete-account-heading"
      className="mt-8 rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="delete-account-heading" className="text-xl font-semibold text-slate-900">
        Delete account
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your profile, photo, addresses, cart and email preferences are deleted for good, and you are signed out
        everywhere. Your orders and complaints stay with the store for its accounts, without your name or email.
      </p>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={() => setOpen(true)} className={dangerClasses}>
          Delete account
        </button>
      </div>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { deleteAccount, pending } = useDeleteAccount();
  const descriptionId = useId();
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<DeleteAccountValues>({ resolver: zodResolver(deleteAccountSchema), defaultValues: EMPTY });
  const { ref, ...password } = register('password');

  async function onValid(values: DeleteAccountValues) {
    if (pending) return;
    const outcome = await deleteAccount(values);
    if (outcome === 'wrong-password') {
      setError('password', { type: 'server', message: WRONG_PASSWORD });
      setFocus('password', { shouldSelect: true });
    }
  }

  return (
    <Modal
      title="Delete your account?"
      role="alertdialog"
      describedBy={descriptionId}
      initialFocusRef={passwordRef}
      onClose={onClose}
      busy={pending}
    >
      <form onSubmit={handleSubmit(onValid)} noValidate className="mt-2 space-y-5" aria-label="Delete account">
        <p id={descriptionId} className="text-slate-700">
          This cannot be undone. Enter your password to confirm.
        </p>
        <PasswordField
          id="delete-account-password"
          label="Password"
          field={{
            ...password,
            ref: (element: HTMLInputElement | null) => {
              ref(element);
              passwordRef.current = element;
            },
          }}
          error={errors.password?.message}
          autoComplete="current-password"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={pending} className={buttonClasses('secondary', 'md')}>
            Cancel
          </button>
          <button type="submit" disabled={pending} className={dangerClasses}>
            {pending ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
