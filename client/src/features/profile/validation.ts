import { z } from 'zod';
import { emailField, imageFileField, nameField, newPasswordField } from '@/lib/validation';

/** The profile form's rules: the same name and email rules as registration; the photo is optional. */
export const profileSchema = z.object({ photo: imageFileField, name: nameField, email: emailField });

export type ProfileFormValues = z.input<typeof profileSchema>;

export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * The change-password form's rules: the current password is only required (it may predate
 * today's rules); the new one follows the registration rules and must be typed twice alike.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .superRefine(
    ({ newPassword, confirmPassword }, ctx) => {
      if (newPassword !== '' && confirmPassword !== '' && newPassword !== confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
      }
    },
    // Compare the two passwords even while another field has a problem, so that all show at once.
    {
      when: ({ value }) =>
        typeof (value as { newPassword?: unknown })?.newPassword === 'string' &&
        typeof (value as { confirmPassword?: unknown })?.confirmPassword === 'string',
    },
  );

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** The delete-account dialog: the account's password, only required (it may predate today's rules). */
export const deleteAccountSchema = z.object({ password: z.string().min(1, 'Password is required') });

export type DeleteAccountValues = z.input<typeof deleteAccountSchema>;
