import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '@/components/button-styles';
import { Spinner } from '@/components/Spinner';
import { useEmailPreferences } from '../hooks/use-email-preferences';

const preferencesSchema = z.object({
  orderEmails: z.boolean(),
  complaintEmails: z.boolean(),
  stockEmails: z.boolean(),
});
type PreferencesValues = z.infer<typeof preferencesSchema>;

const CHOICES: { name: keyof PreferencesValues; label: string; hint: string }[] = [
  { name: 'orderEmails', label: 'Order updates', hint: 'When an order ships, is delivered or is cancelled.' },
  { name: 'complaintEmails', label: 'Complaint answers', hint: 'When we answer one of your complaints.' },
  { name: 'stockEmails', label: 'Back in stock', hint: 'When a book you asked about is back in stock.' },
];

/** Which emails the shopper gets; order confirmations and account emails always go. */
export function EmailPreferencesForm() {
  const { preferences, loading, failed, retry, save, saving } = useEmailPreferences();
  const { register, handleSubmit, reset } = useForm<PreferencesValues>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: { orderEmails: true, complaintEmails: true, stockEmails: true },
  });
  useEffect(() => {
    if (preferences)
      reset({
        orderEmails: preferences.orderEmails,
        complaintEmails: preferences.complaintEmails,
        stockEmails: preferences.stockEmails,
      });
  }, [preferences, reset]);

  return (
    <section
      aria-labelledby="email-preferences-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="email-preferences-heading" className="text-xl font-semibold text-slate-900">
        Email preferences
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Order confirmations and account emails (password reset, password changed) always go.
      </p>
      {loading && !preferences ? (
        <Spinner className="mt-4" label="Loading your email preferences..." />
      ) : failed && !preferences ? (
        <div role="alert" className="mt-4 text-sm text-red-700">
          Failed to load your email preferences.{' '}
          <button type="button" onClick={() => void retry()} className={buttonClasses('secondary', 'sm')}>
            Try again
          </button>
        </div>
      ) : (
        <form
          onSubmit={handleSubmit((values) => save(values))}
          className="mt-4 space-y-4"
          aria-label="Email preferences"
        >
          {CHOICES.map((choice) => (
            <div key={choice.name} className="flex items-start gap-3">
              <input
                id={`pref-${choice.name}`}
                type="checkbox"
                {...register(choice.name)}
                aria-describedby={`pref-${choice.name}-hint`}
                className="mt-1 h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
              />
              <div>
                <label htmlFor={`pref-${choice.name}`} className="font-medium text-slate-800">
                  {choice.label}
                </label>
                <p id={`pref-${choice.name}-hint`} className="text-sm text-slate-600">
                  {choice.hint}
                </p>
              </div>
            </div>
          ))}
          <div className="flex justify-end">
            <button type="submit" disabled={saving} className={buttonClasses('primary', 'md')}>
              {saving ? 'Saving...' : 'Save preferences'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
