import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { PasswordField } from '@/components/AccountFields';
import { Spinner } from '@/components/Spinner';
import { MIN_PASSWORD_LENGTH } from '@/config/rules';
import { paths } from '@/config/paths';
import { revealFirstError } from '@/lib/forms';
import { useResetPassword } from '../hooks/use-reset-password';
import { useResetTokenStatus } from '../hooks/use-reset-token-status';
import { resetPasswordSchema, type ResetPasswordValues } from '../validation';
import { linkClasses } from './ForgotPasswordForm';

const EMPTY: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

/** A notice in place of the form, with the way to a new link (the forgot-password screen). */
function AskForNewLink({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5">
      <div role="alert" className="space-y-2 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
        {children}
      </div>
      <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
        Ask for a new link
      </Link>
    </div>
  );
}

/**
 * The reset page's body for the emailed link's `token`: the link is checked with the server as
 * the page opens (a loading state meanwhile), and a link that no longer works says so here, with
 * the way to a new one, before anyone types a password. A live link gets the form; the reset
 * itself checks the link again, since it may expire while the form is open.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const link = useResetTokenStatus(token);
  const [stoppedWorking, setStoppedWorking] = useState(false);

  if (!token) {
    return (
      <AskForNewLink>
        <p>This page needs the link from the reset email. Ask for a new one if you no longer have it.</p>
      </AskForNewLink>
    );
  }
  if (link.state === 'checking') {
    return (
      <div className="flex items-center justify-center gap-3 py-6 text-sm text-slate-600">
        <Spinner size="sm" label="Checking your reset link..." />
        <span aria-hidden="true">Checking your reset link...</span>
      </div>
    );
  }
  if (link.state === 'invalid' || stoppedWorking) {
    return (
      <AskForNewLink>
        <p className="font-semibold">This reset link is invalid or has expired.</p>
        <p>
          A link works once, for 30 minutes, and only the newest one you asked for. Ask for a new one; it goes to the
          same email address.
        </p>
      </AskForNewLink>
    );
  }
  if (link.state === 'unchecked') {
    return (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">We could not check your reset link.</p>
        <p>{link.message}</p>
        <button type="button" onClick={link.retry} className={buttonClasses('secondary', 'sm')}>
          Try again
        </button>
      </div>
    );
  }
  return <NewPasswordForm token={token} onInvalidLink={() => setStoppedWorking(true)} />;
}

/** A new password for the account of a live link, typed twice. */
function NewPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const { reset, pending } = useResetPassword(token, { onInvalidLink });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });

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
