import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '@/config/rules';
import { revealFirstError } from '@/lib/forms';
import { reviewSchema, type ReviewFormValues } from '../validation';
import { StarInput } from './StarInput';

export interface ReviewFormProps {
  /** The review being edited; a new one without. */
  initial?: { rating: number; title: string; text: string } | null;
  saving: boolean;
  onSave: (values: ReviewFormValues) => Promise<boolean>;
  /** Leaves editing (shown as Cancel) when given. */
  onCancel?: () => void;
}

/** The shopper's review: 1 to 5 stars (required), an optional title and text. */
export function ReviewForm({ initial, saving, onSave, onCancel }: ReviewFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: initial?.rating, title: initial?.title ?? '', text: initial?.text ?? '' },
    shouldFocusError: false,
  });

  async function onValid(values: ReviewFormValues) {
    if (saving) return;
    if ((await onSave(values)) && !initial) reset({ rating: undefined, title: '', text: '' });
  }

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(['rating', 'title', 'text']))}
      noValidate
      aria-label={initial ? 'Edit your review' : 'Write a review'}
      className="space-y-4"
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            name="review-rating"
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
            disabled={saving}
            inputRef={field.ref}
          />
        )}
      />
      <FormField
        id="review-title"
        label="Title"
        error={errors.title?.message}
        hint={`Optional, up to ${MAX_REVIEW_TITLE_LENGTH} characters`}
      >
        {(control) => <input {...control} {...register('title')} className={inputClasses} />}
      </FormField>
      <FormField
        id="review-text"
        label="Your review"
        error={errors.text?.message}
        hint={`Optional, up to ${MAX_REVIEW_TEXT_LENGTH} characters`}
      >
        {(control) => <textarea {...control} {...register('text')} rows={4} className={inputClasses} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={saving} className={buttonClasses('secondary', 'md')}>
            Cancel
          </button>
        )}
        <button type="submit" aria-disabled={saving} className={buttonClasses('primary', 'md')}>
          {saving ? 'Saving...' : initial ? 'Save review' : 'Post review'}
        </button>
      </div>
    </form>
  );
}
