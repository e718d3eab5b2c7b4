import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { EmailField, NameField, PasswordField } from '@/components/AccountFields';
import { FormField, inputClasses } from '@/components/FormField';
import { ImagePicker } from '@/components/ImagePicker';
import { paths } from '@/config/paths';
import { MIN_PASSWORD_LENGTH } from '@/config/rules';
import { revealFirstError } from '@/lib/forms';
import { useAdminRoleRestricted } from '@/lib/use-store-settings';
import { useAdminExists } from '../hooks/use-admin-exists';
import { useRegister } from '../hooks/use-register';
import { messages, registerSchema, type RegisterValues } from '../validation';

const EMPTY: RegisterValues = { photo: null, name: '', email: '', role: 'user', password: '', confirmPassword: '' };

/**
 * Account creation: optional photo, name, email, role, password twice.
 * Admin is offered only while the server says no admin exists; a failed check counts as "exists".
 * When the store reserves the role for its owner's email (ADMIN_EMAIL), the hint says so and the
 * server decides: the email is never sent to clients, so the form cannot tell who the owner is.
 */
export function RegisterForm() {
  const { register: registerAccount, pending } = useRegister();
  const { checking, adminExists, recheck } = useAdminExists();
  const adminReserved = useAdminRoleRestricted();
  // While the check runs, or when it failed, an admin is assumed to exist.
  const schema = useMemo(() => registerSchema({ adminExists: adminExists !== false }), [adminExists]);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, shouldFocusError: false });

  // The role goes back to user as soon as an admin is known to exist.
  useEffect(() => {
    if (adminExists === true && getValues('role') === 'admin') {
      setValue('role', 'user');
      setError('role', { type: 'admin-exists', message: messages.adminTaken });
    }
  }, [adminExists, getValues, setValue, setError]);

  const adminSelectable = !checking && adminExists === false;

  async function onValid(values: RegisterValues) {
    if (pending) return;
    const outcome = await registerAccount(values);
    if (outcome === 'admin-exists') recheck();
    if (outcome === 'admin-reserved') {
      setValue('role', 'user');
      setError('role', { type: 'admin-reserved', message: messages.adminReserved }, { shouldFocus: true });
    }
  }

  const roleHint = checking
    ? messages.checkingAdmin
    : adminExists !== false
      ? messages.adminUnavailableNote
      : adminReserved
        ? messages.adminReservedNote
        : 'Choose Admin only if you will run the store. There can be only one.';

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(Object.keys(schema.shape)))}
      noValidate
      className="space-y-5"
      aria-label="Create account"
    >
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <ImagePicker
            id="register-photo"
            label="Profile photo (optional)"
            file={field.value}
            onChange={field.onChange}
            disabled={pending}
          />
        )}
      />

      <NameField id="register-name" field={register('name')} error={errors.name?.message} placeholder="Jane Doe" />

      <EmailField
        id="register-email"
        field={register('email')}
        error={errors.email?.message}
        placeholder="you@example.com"
      />

      <FormField id="register-role" label="Role" error={errors.role?.message} hint={roleHint}>
        {(fieldControl) => (
          <select {...fieldControl} {...register('role')} className={inputClasses}>
            <option value="user">User</option>
            {adminSelectable && <option value="admin">Admin</option>}
          </select>
        )}
      </FormField>

      <PasswordField
        id="register-password"
        label="Password"
        // A changed password re-checks the confirmation once the form has been submitted.
        field={register('password', { deps: ['confirmPassword'] })}
        error={errors.password?.message}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <PasswordField
        id="register-confirmPassword"
        label="Confirm password"
        field={register('confirmPassword')}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        toggleNoun="confirm password"
      />

      <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
        {pending ? 'Creating account...' : 'Create account'}
      </button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          to={paths.login}
          className="rounded font-semibold text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          Sign in
        </Link>
      </p>
    </form>
  );
}
