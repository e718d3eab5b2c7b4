import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { PasswordField } from '@/components/AccountFields';
import { MIN_PASSWORD_LENGTH } from '@/config/rules';
import { paths } from '@/config/paths';
import { revealFirstError } from '@/lib/forms';
import { useResetPassword } from '../hooks/use-reset-password';
import { resetPasswordSchema, type ResetPasswordValues } from '../validation';
import { linkClasses } from './ForgotPasswordForm';

const EMPTY: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

/** A new password for the account of the emailed link (its `token`), typed twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { reset, pending } = useResetPassword(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });

  if (!token) {
    return (
      <div className="space-y-5">
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          This page needs the link from the reset email. Ask for a new one if you no longer have it.
        </p>
        <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
          Ask for a new link
        </Link>
      </div>
    );
  }

  const onValid = async (values: ResetPasswordValues) => {
    if (!pending) await reset(values);
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(Object.keys(EMPTY)))}
      noValidate
      className="space-y-5"
      aria-label="Choose a new password"
    >
      <PasswordField
        id="reset-new"
        label="New password"
        field={register('newPassword', { deps: ['confirmPassword'] })}
        error={errors.newPassword?.message}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        toggleNoun="new password"
      />
      <PasswordField
        id="reset-confirm"
        label="Confirm new password"
        field={register('confirmPassword')}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        toggleNoun="confirm password"
      />
      <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
        {pending ? 'Saving...' : 'Set new password'}
      </button>
      <p className="text-center text-sm text-slate-600">
        Link expired?{' '}
        <Link to={paths.forgotPassword} className={linkClasses}>
          Ask for a new one
        </Link>
      </p>
    </form>
  );
}
