import { z } from 'zod';
import {
  currentPasswordField,
  emailField,
  fieldErrors,
  imageFileField,
  nameField,
  newPasswordField,
  PASSWORD_TOO_SHORT,
} from '@/lib/validation';

/** The form's messages, word for word as shoppers know them. */
export const messages = {
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: PASSWORD_TOO_SHORT,
  adminTaken: 'Admin already exists in the system. Only one admin is allowed.',
  adminUnavailableNote: 'Admin role is not available - an admin already exists in the system.',
  checkingAdmin: 'Checking admin availability...',
  adminReservedNote: "The Admin role is reserved for this store's owner: choose it only with the owner's email.",
  adminReserved: "The administrator role is reserved for this store's owner. Register as a customer.",
} as const;

export const loginSchema = z.object({ email: emailField, password: currentPasswordField });

export type LoginValues = z.input<typeof loginSchema>;
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin(values: LoginValues): LoginErrors {
  return fieldErrors(loginSchema, values);
}

/** The forgot-password form: the email the link goes to. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/** The reset form: a new password by the registration rules, typed twice alike. */
export const resetPasswordSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .superRefine(
    ({ newPassword, confirmPassword }, ctx) => {
      if (newPassword !== '' && confirmPassword !== '' && newPassword !== confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsDiffer });
      }
    },
    {
      when: ({ value }) =>
        typeof (value as { newPassword?: unknown })?.newPassword === 'string' &&
        typeof (value as { confirmPassword?: unknown })?.confirmPassword === 'string',
    },
  );
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export const ROLE_CHOICES = ['user', 'admin'] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

/**
 * The register form's rules. The photo's type, size and content are checked when it
 * is chosen, by the image picker. `adminExists` is the latest answer of the admin check; the
 * caller passes true when the check failed, as the spec asks.
 */
export function registerSchema({ adminExists }: { adminExists: boolean }) {
  return z
    .object({
      photo: imageFileField,
      name: nameField,
      email: emailField,
      role: z.enum(ROLE_CHOICES).refine((role) => !(role === 'admin' && adminExists), messages.adminTaken),
      password: newPasswordField,
      confirmPassword: z.string().min(1, 'Please confirm your password'),
    })
    .superRefine(
      ({ password, confirmPassword }, ctx) => {
        if (password !== '' && confirmPassword !== '' && password !== confirmPassword) {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsDiffer });
        }
      },
      // Compare the two passwords even while other fields have problems, so that all show at once.
      { when: ({ value }) => isPasswordPair(value) },
    );
}

function isPasswordPair(value: unknown): value is { password: string; confirmPassword: string } {
  const pair = value as { password?: unknown; confirmPassword?: unknown } | null;
  return typeof pair?.password === 'string' && typeof pair.confirmPassword === 'string';
}

export type RegisterValues = z.input<ReturnType<typeof registerSchema>>;
export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

export function validateRegistration(values: RegisterValues, options: { adminExists: boolean }): RegisterErrors {
  return fieldErrors(registerSchema(options), values);
}
