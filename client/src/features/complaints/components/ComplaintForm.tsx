import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_PRIORITIES,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TYPES,
  complaintLabel,
  isOrderRelatedCategory,
} from '@/lib/complaint-labels';
import { revealFirstError } from '@/lib/forms';
import { textLength } from '@/lib/validation';
import { useSubmitComplaint } from '../hooks/use-submit-complaint';
import { complaintSchema, emptyComplaint, messages, missesRequiredField, type ComplaintValues } from '../validation';
import { OrderPicker } from './OrderPicker';

const FIELD_ORDER = ['type', 'category', 'priority', 'orderId', 'title', 'description'] as const;

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span id={id} className={length > max ? 'font-medium text-red-700' : undefined}>
      {length}/{max} characters
    </span>
  );
}

/**
 * 'Submit Complaint/Feedback': type, category, priority, an optional order, title and description.
 * A refused submit focuses the first field with a problem; each field names its own problem, and
 * a blank required field adds 'Please fill in all required fields' once, above the buttons.
 */
export function ComplaintForm() {
  const { submit, pending } = useSubmitComplaint();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<ComplaintValues>({
    resolver: zodResolver(complaintSchema),
    defaultValues: emptyComplaint,
    shouldFocusError: false,
  });
  const [category, title, description] = useWatch({ control, name: ['category', 'title', 'description'] });
  const withOrder = isOrderRelatedCategory(category);
  // Said once for the form; each field says what is wrong with it.
  const blankRequired = missesRequiredField({ title: errors.title?.message, description: errors.description?.message });

  const onValid = async (values: ComplaintValues) => {
    if (pending) return;
    if (await submit(values)) reset(emptyComplaint);
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(FIELD_ORDER))}
      noValidate
      aria-label="Submit Complaint/Feedback"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField id="complaint-type" label="Type" error={errors.type?.message} required>
          {(field) => (
            <select {...field} {...register('type')} required className={inputClasses}>
              {COMPLAINT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {complaintLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="complaint-category" label="Category" error={errors.category?.message} required>
          {(field) => (
            <select {...field} {...register('category')} required className={inputClasses}>
              {COMPLAINT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {complaintLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="complaint-priority" label="Priority" error={errors.priority?.message} required>
          {(field) => (
            <select {...field} {...register('priority')} required className={inputClasses}>
              {COMPLAINT_PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {complaintLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      {withOrder && <OrderPicker field={register('orderId')} />}

      <FormField
        id="complaint-title"
        label="Title"
        error={errors.title?.message}
        hint={<Counter id="complaint-title-count" length={textLength(title)} max={COMPLAINT_TITLE_MAX} />}
        required
      >
        {(field) => (
          <input
            {...field}
            {...register('title')}
            type="text"
            required
            placeholder="A short summary"
            className={inputClasses}
          />
        )}
      </FormField>

      <FormField
        id="complaint-description"
        label="Description"
        error={errors.description?.message}
        hint={
          <Counter id="complaint-description-count" length={textLength(description)} max={COMPLAINT_DESCRIPTION_MAX} />
        }
        required
      >
        {(field) => (
          <textarea
            {...field}
            {...register('description')}
            rows={6}
            required
            placeholder="Tell us what happened, or what you would like to see"
            className={inputClasses}
          />
        )}
      </FormField>

      {blankRequired && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {messages.required}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => void navigate(-1)} className={buttonClasses('secondary', 'md')}>
          Cancel
        </button>
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'md')}>
          {pending ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
