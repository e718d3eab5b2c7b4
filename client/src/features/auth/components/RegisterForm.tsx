import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { EmailField, NameField } from '@/components/AccountFields';
import { FormField, inputClasses } from '@/components/FormField';
import { ImagePicker } from '@/components/ImagePicker';
import { PasswordInput } from '@/components/PasswordInput';
import { paths } from '@/config/paths';
import { useAdminExists } from '../hooks/use-admin-exists';
import { useRegister } from '../hooks/use-register';
import { messages, validateRegistration, type RegisterErrors, type RegisterValues, type RoleChoice } from '../validation';

const EMPTY: RegisterValues = { name: '', email: '', role: 'user', password: '', confirmPassword: '', photo: null };
const FIELD_ORDER = ['name', 'email', 'role', 'password', 'confirmPassword'] as const;

/**
 * Account creation (SPEC.md §2 Register, §5): optional photo, name, email, role, password twice.
 * Admin is offered only while the server says no admin exists; a failed check counts as "exists".
 */
export function RegisterForm() {
  const { register, pending } = useRegister();
  const { checking, adminExists, recheck } = useAdminExists();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // SPEC.md §4: the role goes back to user as soon as an admin is known to exist.
  if (adminExists === true && values.role === 'admin') {
    setValues((v) => ({ ...v, role: 'user' }));
    setErrors((e) => ({ ...e, role: messages.adminTaken }));
  }

  const adminSelectable = !checking && adminExists === false;

  function update<K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateRegistration(values, { adminExists: adminExists !== false });
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#register-${firstInvalid}`)?.focus();
      return;
    }
    const outcome = await register(values);
    if (outcome === 'admin-exists') recheck();
  }

  const roleHint = checking
    ? messages.checkingAdmin
    : adminExists !== false
      ? messages.adminUnavailableNote
      : 'Choose Admin only if you will run the store. There can be only one.';

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-5" aria-label="Create account">
      <ImagePicker
        id="register-photo"
        label="Profile photo (optional)"
        file={values.photo}
        onChange={(file) => update('photo', file)}
        disabled={pending}
      />

      <NameField id="register-name" value={values.name} onChange={(value) => update('name', value)} error={errors.name} placeholder="Jane Doe" />

      <EmailField id="register-email" value={values.email} onChange={(value) => update('email', value)} error={errors.email} placeholder="you@example.com" />

      <FormField id="register-role" label="Role" error={errors.role} hint={roleHint}>
        {(control) => (
          <select
            {...control}
            name="role"
            value={values.role}
            onChange={(e) => update('role', e.target.value as RoleChoice)}
            className={inputClasses}
          >
            <option value="user">User</option>
            {adminSelectable && <option value="admin">Admin</option>}
          </select>
        )}
      </FormField>

      <FormField id="register-password" label="Password" error={errors.password} hint="At least 6 characters." required>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(e) => update('password', e.target.value)}
          />
        )}
      </FormField>
      <FormField id="register-confirmPassword" label="Confirm password" error={errors.confirmPassword} required>
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
            required
            toggleNoun="confirm password"
            value={values.confirmPassword}
            onChange={(e) => update('confirmPassword', e.target.value)}
          />
        )}
      </FormField>

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
