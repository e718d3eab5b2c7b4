import { useState } from 'react';
import { AdminTable } from '@/components/AdminTable';
import { buttonClasses } from '@/components/button-styles';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDeleteTaxRate } from '../hooks/use-delete-tax-rate';
import type { PricingSettings, TaxRate } from '../hooks/use-pricing-settings';
import { EmptyNote } from './SettingsSection';
import { TaxRateForm } from './TaxRateForm';

const COLUMNS = [
  { label: 'Country' },
  { label: 'Region' },
  { label: 'Books', align: 'right' },
  { label: 'Shipping', align: 'right' },
  { label: 'Actions', align: 'right' },
] as const;

const percent = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 4 })} %`;

/** The tax rates, one per country or region: add, edit, delete. */
export function TaxRates({ settings }: { settings: PricingSettings }) {
  const [editing, setEditing] = useState<{ rate?: TaxRate } | null>(null);
  const { deleteRate, deleting, confirmDialog } = useDeleteTaxRate();
  const wide = useMediaQuery('(min-width: 768px)');
  const place = (rate: TaxRate) => `${rate.countryName}${rate.region ? ` (${rate.region})` : ''}`;
  const actions = (rate: TaxRate) => (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        onClick={() => setEditing({ rate })}
        aria-label={`Edit tax rate of ${place(rate)}`}
        className={buttonClasses('secondary', 'sm')}
      >
        Edit
      </button>
      <button
        type="button"
        onClick={() => void deleteRate(rate)}
        aria-label={`Delete tax rate of ${place(rate)}`}
        className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
      >
        Delete
      </button>
    </div>
  );

  return (
    <div className="space-y-4">
      <div>
        <button type="button" onClick={() => setEditing({})} className={buttonClasses('primary', 'sm')}>
          Add tax rate
        </button>
      </div>
      {settings.taxRates.length === 0 ? (
        <EmptyNote>No tax rates yet: orders are not taxed.</EmptyNote>
      ) : !wide ? (
        <ul className="space-y-3">
          {settings.taxRates.map((rate) => (
            <li
              key={rate.id}
              aria-label={`Tax rate of ${place(rate)}`}
              className="rounded-xl border border-slate-200 p-4"
            >
              <p className="font-medium text-slate-900">{rate.countryName}</p>
              <p className="text-sm text-slate-600">{rate.region || 'Whole country'}</p>
              <p className="mt-1 text-sm text-slate-800">
                Books {percent(rate.booksRate)} · Shipping {percent(rate.shippingRate)}
              </p>
              <div className="mt-3">{actions(rate)}</div>
            </li>
          ))}
        </ul>
      ) : (
        <AdminTable columns={COLUMNS} busy={deleting}>
          {settings.taxRates.map((rate) => (
            <tr key={rate.id} className="border-t border-slate-100">
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {rate.countryName}
              </th>
              <td className="px-4 py-3 text-slate-700">{rate.region || 'Whole country'}</td>
              <td className="px-4 py-3 text-right tabular-nums">{percent(rate.booksRate)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{percent(rate.shippingRate)}</td>
              <td className="px-4 py-3 text-right">{actions(rate)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {editing && <TaxRateForm rate={editing.rate} onClose={() => setEditing(null)} />}
      {confirmDialog}
    </div>
  );
}
