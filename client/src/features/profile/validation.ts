import { z } from 'zod';
import { emailField, imageFileField, nameField } from '@/lib/validation';

/** The profile form's rules: the same name and email rules as registration; the photo is optional. */
export const profileSchema = z.object({ photo: imageFileField, name: nameField, email: emailField });

export type ProfileFormValues = z.input<typeof profileSchema>;
