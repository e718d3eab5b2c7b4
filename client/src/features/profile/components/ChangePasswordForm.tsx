import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { PasswordField } from '@/components/AccountFields';
import { MIN_PASSWORD_LENGTH } from '@/config/rules';
import { revealFirstError } from '@/lib/forms';
import { useChangePassword } from '../hooks/use-change-password';
import { changePasswordSchema, type ChangePasswordValues } from '../validation';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password. A change signs out every other session; this one carries on. */
export function ChangePasswordForm() {
  const { change, pending } = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });

  async function onValid(values: ChangePasswordValues) {
    if (pending) return;
    if (await change(values)) reset(EMPTY);
  }

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(Object.keys(EMPTY)))}
      noValidate
      className="space-y-6"
      aria-labelledby="change-password-heading"
    >
      <div>
        <h2 id="change-password-heading" className="text-xl font-semibold text-slate-900">
          Change password
        </h2>
        <p className="mt-1 text-sm text-slate-600">This signs you out on every other device.</p>
      </div>
      <PasswordField
        id="password-current"
        label="Current password"
        field={register('currentPassword')}
        error={errors.currentPassword?.message}
        autoComplete="current-password"
        toggleNoun="current password"
      />
      <PasswordField
        id="password-new"
        label="New password"
        // A changed password re-checks the confirmation once the form has been submitted.
        field={register('newPassword', { deps: ['confirmPassword'] })}
        error={errors.newPassword?.message}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        toggleNoun="new password"
      />
      <PasswordField
        id="password-confirm"
        label="Confirm new password"
        field={register('confirmPassword')}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        toggleNoun="confirm password"
      />
      <div className="flex justify-end">
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'md')}>
          {pending ? 'Changing...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
