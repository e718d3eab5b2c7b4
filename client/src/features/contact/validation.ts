import { z } from 'zod';
import { MAX_NAME_LENGTH } from '@/config/rules';
import { COMPLAINT_DESCRIPTION_MAX } from '@/lib/complaint-labels';
import { emailField, requiredText } from '@/lib/validation';

/** The contact form's rules: the server's (a name, an email, a message as long as a complaint's). */
export const contactSchema = z.object({
  name: requiredText('Name', MAX_NAME_LENGTH),
  email: emailField,
  message: requiredText('Message', COMPLAINT_DESCRIPTION_MAX),
  /** Hidden from people; bots fill it. */
  website: z.string(),
});

export type ContactValues = z.input<typeof contactSchema>;
