import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { EmailField } from '@/components/AccountFields';
import { paths } from '@/config/paths';
import { revealFirstError } from '@/lib/forms';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../validation';

export const linkClasses =
  'rounded font-semibold text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/** The email a reset link goes to; once sent, the server's one answer in place of the form. */
export function ForgotPasswordForm() {
  const { request, pending } = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  const onValid = async (values: ForgotPasswordValues) => {
    if (pending) return;
    const answer = await request(values);
    if (answer) setSent(answer);
  };

  if (sent) {
    return (
      <div className="space-y-5">
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
          {sent}
        </p>
        <p className="text-sm text-slate-600">The link works once, for 30 minutes. Check your spam folder too.</p>
        <Link to={paths.login} className={buttonClasses('secondary', 'lg', 'w-full')}>
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(Object.keys(forgotPasswordSchema.shape)))}
      noValidate
      className="space-y-5"
      aria-label="Reset your password"
    >
      <EmailField
        id="forgot-email"
        field={register('email')}
        error={errors.email?.message}
        placeholder="you@example.com"
      />
      <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
        {pending ? 'Sending...' : 'Send reset link'}
      </button>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={paths.login} className={linkClasses}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
