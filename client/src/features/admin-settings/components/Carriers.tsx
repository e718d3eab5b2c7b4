import { useState } from 'react';
import { AdminTable } from '@/components/AdminTable';
import { buttonClasses } from '@/components/button-styles';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDeleteCarrier } from '../hooks/use-delete-carrier';
import type { Carrier, PricingSettings } from '../hooks/use-pricing-settings';
import { CarrierForm } from './CarrierForm';
import { EmptyNote } from './SettingsSection';

const COLUMNS = [{ label: 'Carrier' }, { label: 'Tracking link' }, { label: 'Actions', align: 'right' }] as const;

/** The carriers orders are shipped with, and their tracking links: add, edit, delete. */
export function Carriers({ settings }: { settings: PricingSettings }) {
  const [editing, setEditing] = useState<{ carrier?: Carrier } | null>(null);
  const { deleteCarrier, deleting, confirmDialog } = useDeleteCarrier();
  const wide = useMediaQuery('(min-width: 768px)');
  const actions = (carrier: Carrier) => (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        onClick={() => setEditing({ carrier })}
        aria-label={`Edit carrier ${carrier.name}`}
        className={buttonClasses('secondary', 'sm')}
      >
        Edit
      </button>
      <button
        type="button"
        onClick={() => void deleteCarrier(carrier)}
        aria-label={`Delete carrier ${carrier.name}`}
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
          Add carrier
        </button>
      </div>
      {settings.carriers.length === 0 ? (
        <EmptyNote>No carriers yet: orders are shipped without a tracking link.</EmptyNote>
      ) : !wide ? (
        <ul className="space-y-3">
          {settings.carriers.map((carrier) => (
            <li
              key={carrier.id}
              aria-label={`Carrier ${carrier.name}`}
              className="rounded-xl border border-slate-200 p-4"
            >
              <p className="font-medium text-slate-900">{carrier.name}</p>
              <p className="break-all text-sm text-slate-600">{carrier.trackingUrl}</p>
              <div className="mt-3">{actions(carrier)}</div>
            </li>
          ))}
        </ul>
      ) : (
        <AdminTable columns={COLUMNS} busy={deleting}>
          {settings.carriers.map((carrier) => (
            <tr key={carrier.id} className="border-t border-slate-100">
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {carrier.name}
              </th>
              <td className="break-all px-4 py-3 text-slate-700">{carrier.trackingUrl}</td>
              <td className="px-4 py-3 text-right">{actions(carrier)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {editing && <CarrierForm carrier={editing.carrier} onClose={() => setEditing(null)} />}
      {confirmDialog}
    </div>
  );
}
