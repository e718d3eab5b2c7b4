import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { EmailField } from '@/components/AccountFields';
import { FormField } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { paths } from '@/config/paths';
import { revealFirstError } from '@/lib/forms';
import { useEmailEnabled } from '@/lib/use-store-settings';
import { useLogin } from '../hooks/use-login';
import { loginSchema, type LoginValues } from '../validation';

/** Email and password sign-in. */
export function LoginForm() {
  const { login, pending } = useLogin();
  const canReset = useEmailEnabled();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });

  const onValid = async (values: LoginValues) => {
    if (!pending) await login(values);
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(Object.keys(loginSchema.shape)))}
      noValidate
      className="space-y-5"
      aria-label="Sign in"
    >
      <EmailField
        id="login-email"
        field={register('email')}
        error={errors.email?.message}
        placeholder="you@example.com"
      />
      <FormField id="login-password" label="Password" error={errors.password?.message} required>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            required
            placeholder="Your password"
          />
        )}
      </FormField>
      {canReset && (
        <p className="-mt-2 text-right text-sm">
          <Link
            to={paths.forgotPassword}
            className="rounded font-medium text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Forgot password?
          </Link>
        </p>
      )}
      <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
        {pending ? 'Signing in...' : 'Sign in'}
      </button>
      <p className="text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link
          to={paths.register}
          className="rounded font-semibold text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          Create one
        </Link>
      </p>
    </form>
  );
}
