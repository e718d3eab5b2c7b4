import { z } from 'zod';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_PRIORITIES,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TYPES,
  DEFAULT_COMPLAINT_CATEGORY,
  DEFAULT_COMPLAINT_PRIORITY,
  DEFAULT_COMPLAINT_TYPE,
} from '@/lib/complaint-labels';
import { fieldErrors, requiredText } from '@/lib/validation';

/**
 * The form's messages: each field says what is wrong with it; the form as a whole says, once,
 * 'Please fill in all required fields' (word for word as shoppers know it) when one is blank.
 */
export const messages = {
  required: 'Please fill in all required fields',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
} as const;

/**
 * The complaint form's rules: title and description required and trimmed, counted in
 * code points as the server counts them; the three selects take one of their values; the order is
 * optional (an empty string when none is named).
 */
export const complaintSchema = z.object({
  type: z.enum(COMPLAINT_TYPES),
  category: z.enum(COMPLAINT_CATEGORIES),
  priority: z.enum(COMPLAINT_PRIORITIES),
  title: requiredText('Title', COMPLAINT_TITLE_MAX, messages.titleRequired),
  description: requiredText('Description', COMPLAINT_DESCRIPTION_MAX, messages.descriptionRequired),
  orderId: z.string(),
});

export type ComplaintValues = z.input<typeof complaintSchema>;
export type ComplaintErrors = Partial<Record<keyof ComplaintValues, string>>;

/** A new complaint: type complaint, category other, priority medium. */
export const emptyComplaint: ComplaintValues = {
  type: DEFAULT_COMPLAINT_TYPE,
  category: DEFAULT_COMPLAINT_CATEGORY,
  priority: DEFAULT_COMPLAINT_PRIORITY,
  title: '',
  description: '',
  orderId: '',
};

export function validateComplaint(values: ComplaintValues): ComplaintErrors {
  return fieldErrors(complaintSchema, values);
}

/** Whether a required field is blank among these errors: the form then says 'Please fill in all required fields'. */
export function missesRequiredField(errors: ComplaintErrors): boolean {
  return errors.title === messages.titleRequired || errors.description === messages.descriptionRequired;
}
