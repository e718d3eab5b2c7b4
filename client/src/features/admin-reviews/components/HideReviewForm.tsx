import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { MAX_REVIEW_REASON_LENGTH } from '@/config/rules';
import { requiredText } from '@/lib/validation';

const hideSchema = z.object({
  reason: requiredText('Reason', MAX_REVIEW_REASON_LENGTH, 'Please give a reason: the review’s author will see it'),
});
type HideValues = z.input<typeof hideSchema>;

export interface HideReviewFormProps {
  id: string;
  busy: boolean;
  onHide: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}

/** The reason for hiding a review (its author sees it), required. */
export function HideReviewForm({ id, busy, onHide, onCancel }: HideReviewFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HideValues>({ resolver: zodResolver(hideSchema), defaultValues: { reason: '' } });

  return (
    <form
      noValidate
      aria-label="Hide review"
      onSubmit={handleSubmit(async ({ reason }) => {
        if (!busy) await onHide(reason.trim());
      })}
      className="mt-3 space-y-3"
    >
      <FormField id={`hide-reason-${id}`} label="Reason (the author sees it)" error={errors.reason?.message} required>
        {(control) => <textarea {...control} {...register('reason')} rows={2} className={inputClasses} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" aria-disabled={busy} className={buttonClasses('primary', 'sm')}>
          Hide review
        </button>
        <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'sm')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
