import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  complaintLabel,
  type ComplaintPriorityValue,
  type ComplaintStatusValue,
} from '@/lib/complaint-labels';

export const RESPONSE_REQUIRED = 'Please provide a response';

/** The admin's response, as the server checks it: a message that is not blank, a status, a priority. */
export const respondSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES),
  priority: z.enum(COMPLAINT_PRIORITIES),
  adminResponse: z.string().trim().min(1, RESPONSE_REQUIRED),
});

export type RespondFormValues = z.input<typeof respondSchema>;

export interface RespondFormProps {
  status: ComplaintStatusValue;
  priority: ComplaintPriorityValue;
  saving: boolean;
  /** Resolves true when the response was saved: the form then keeps the status and priority, and empties the message box. */
  onSubmit: (values: z.output<typeof respondSchema>) => Promise<boolean>;
}

/**
 * The Admin Response card: status, priority and a new message to the customer. Every update
 * sends its message to the customer, so the box starts empty and is emptied once a response is
 * saved (the Previous Response card shows it), with focus back in the box: nothing is sent twice
 * by a second click. Update Response stays disabled while saving or while the message is blank;
 * after a failure the message stays and focus goes back to the button.
 */
export function RespondForm({ status, priority, saving, onSubmit }: RespondFormProps) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    formState: { errors },
  } = useForm<RespondFormValues, unknown, z.output<typeof respondSchema>>({
    resolver: zodResolver(respondSchema),
    defaultValues: { status, priority, adminResponse: '' },
  });
  const message = useWatch({ control, name: 'adminResponse' });
  const blank = !message?.trim();
  const submitRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerMessage, ...messageField } = register('adminResponse');
  // After a failure focus goes back to the button, once it is enabled again (disabled while saving, it lost focus).
  const focusButtonWhenSaved = useRef(false);

  // A status or priority the complaint took meanwhile (the shopper's reply opened it again, seen
  // live) shows in the selects, so an answer does not set back what it did not see; the message stays.
  useEffect(() => {
    setValue('status', status);
    setValue('priority', priority);
  }, [status, priority, setValue]);

  useEffect(() => {
    if (saving || !focusButtonWhenSaved.current) return;
    focusButtonWhenSaved.current = false;
    submitRef.current?.focus();
  }, [saving]);

  async function onValid(values: z.output<typeof respondSchema>) {
    if (saving) return;
    if (await onSubmit(values)) {
      reset({ status: values.status, priority: values.priority, adminResponse: '' });
      messageRef.current?.focus();
    } else if (submitRef.current && !submitRef.current.disabled) {
      submitRef.current.focus();
    } else {
      focusButtonWhenSaved.current = true;
    }
  }

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="admin-complaint-status" label="Status">
          {(control) => (
            <select {...control} {...register('status')} className={`${inputClasses} h-11`}>
              {COMPLAINT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {complaintLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="admin-complaint-priority" label="Priority">
          {(control) => (
            <select {...control} {...register('priority')} className={`${inputClasses} h-11`}>
              {COMPLAINT_PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {complaintLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="admin-complaint-response"
        label="Response Message"
        required
        hint="The customer receives this message. The last one sent shows under Previous Response."
        error={errors.adminResponse?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...messageField}
            ref={(element) => {
              registerMessage(element);
              messageRef.current = element;
            }}
            rows={6}
            placeholder="Write your response to the customer..."
            className={inputClasses}
          />
        )}
      </FormField>
      <button
        ref={submitRef}
        type="submit"
        disabled={saving || blank}
        className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
      >
        {saving ? 'Updating...' : 'Update Response'}
      </button>
    </form>
  );
}
