import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { revealFirstError } from '@/lib/forms';
import { notifyFailure } from '@/lib/notify';
import { downloadFile } from '@/lib/rest';
import { defaultExportRange, ordersExportSchema, type OrdersExportValues } from '../export-validation';

/** Downloads the orders placed on a range of days (UTC, both included) as CSV, for the accounts. */
export function ExportOrdersForm() {
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OrdersExportValues>({
    resolver: zodResolver(ordersExportSchema),
    defaultValues: defaultExportRange(),
    shouldFocusError: false,
  });

  async function onValid({ from, to }: OrdersExportValues) {
    if (pending) return;
    setPending(true);
    try {
      const query = new URLSearchParams({ from, to });
      await downloadFile(`/admin/orders/export?${query}`, `orders-${from}-to-${to}.csv`);
    } catch (error) {
      notifyFailure(error, 'The orders could not be exported');
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onValid, revealFirstError(['from', 'to']))}
      noValidate
      aria-labelledby="orders-export-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="orders-export-heading" className="text-lg font-semibold text-slate-900">
        Export orders
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every order placed on these days (UTC, both included), as a CSV file.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <FormField id="orders-export-from" label="From" error={errors.from?.message} required>
          {(control) => (
            <input {...control} {...register('from', { deps: ['to'] })} type="date" className={inputClasses} />
          )}
        </FormField>
        <FormField id="orders-export-to" label="To" error={errors.to?.message} required>
          {(control) => (
            <input {...control} {...register('to', { deps: ['from'] })} type="date" className={inputClasses} />
          )}
        </FormField>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className={buttonClasses('secondary', 'md', 'w-full sm:mt-[1.625rem] sm:w-auto')}
        >
          {pending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
    </form>
  );
}
