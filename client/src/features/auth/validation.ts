import { emailProblem } from '@/lib/validation';

export const MIN_PASSWORD_LENGTH = 6;

/** Messages the spec fixes word for word (SPEC.md §2 Register, §5). */
export const messages = {
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  adminTaken: 'Admin already exists in the system. Only one admin is allowed.',
  adminUnavailableNote: 'Admin role is not available - an admin already exists in the system.',
  checkingAdmin: 'Checking admin availability...',
} as const;

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'Password is required';
  return errors;
}

export type RoleChoice = 'user' | 'admin';

export interface RegisterValues {
  name: string;
  email: string;
  role: RoleChoice;
  password: string;
  confirmPassword: string;
  photo: File | null;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/**
 * The register form's rules (SPEC.md §5). The photo's type and size are checked when it is
 * chosen, by the image picker. `adminExists` is the latest answer of the admin check;
 * the caller passes true when the check failed, as the spec asks.
 */
export function validateRegistration(values: RegisterValues, { adminExists }: { adminExists: boolean }): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.name.trim() === '') errors.name = 'Full name is required';
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = messages.passwordTooShort;
  if (values.confirmPassword === '') errors.confirmPassword = 'Please confirm your password';
  else if (values.password !== '' && values.password !== values.confirmPassword) errors.confirmPassword = messages.passwordsDiffer;
  if (values.role === 'admin' && adminExists) errors.role = messages.adminTaken;
  return errors;
}
