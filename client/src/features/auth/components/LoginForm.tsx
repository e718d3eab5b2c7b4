import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { EmailField } from '@/components/AccountFields';
import { FormField } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { paths } from '@/config/paths';
import { useLogin } from '../hooks/use-login';
import { validateLogin, type LoginErrors, type LoginValues } from '../validation';

/** Email and password sign-in (SPEC.md §2 Login). */
export function LoginForm() {
  const { login, pending } = useLogin();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function update(field: keyof LoginValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateLogin(values);
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((f) => found[f]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#login-${firstInvalid}`)?.focus();
      return;
    }
    await login(values);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-5" aria-label="Sign in">
      <EmailField id="login-email" value={values.email} onChange={(value) => update('email', value)} error={errors.email} placeholder="you@example.com" />
      <FormField id="login-password" label="Password" error={errors.password} required>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(e) => update('password', e.target.value)}
            placeholder="Your password"
          />
        )}
      </FormField>
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
