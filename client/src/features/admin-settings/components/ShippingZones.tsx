import { useMemo, useState } from 'react';
import { Badge } from '@/components/Badge';
import { buttonClasses } from '@/components/button-styles';
import { useMoney } from '@/lib/money-context';
import { useCountries } from '@/lib/use-countries';
import { useDeleteMethod } from '../hooks/use-delete-method';
import { useDeleteZone } from '../hooks/use-delete-zone';
import type { PricingSettings, ShippingMethod, ShippingZone } from '../hooks/use-pricing-settings';
import { useSaveMethod } from '../hooks/use-save-method';
import { MethodForm } from './MethodForm';
import { EmptyNote } from './SettingsSection';
import { ZoneForm } from './ZoneForm';

type Editing = { kind: 'zone'; zone?: ShippingZone } | { kind: 'method'; zone: ShippingZone; method?: ShippingMethod };

const smallButton = buttonClasses('secondary', 'sm');
const dangerLink =
  'rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500 disabled:opacity-50';

function daysText(method: ShippingMethod): string | null {
  const { minDays, maxDays } = method;
  if (minDays === null && maxDays === null) return null;
  if (minDays !== null && maxDays !== null)
    return minDays === maxDays ? `${minDays} days` : `${minDays}–${maxDays} days`;
  return minDays !== null ? `from ${minDays} days` : `up to ${maxDays} days`;
}

/** The shipping zones, each with its delivery methods; add, edit, disable and delete both. */
export function ShippingZones({ settings }: { settings: PricingSettings }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const { countries } = useCountries();
  const names = useMemo(() => new Map((countries ?? []).map((c) => [c.code, c.name])), [countries]);
  const { deleteZone, confirmDialog: zoneConfirm } = useDeleteZone();
  const { deleteMethod, confirmDialog: methodConfirm } = useDeleteMethod();
  const { setEnabled, saving } = useSaveMethod();
  const money = useMoney();
  const close = () => setEditing(null);

  return (
    <div className="space-y-4">
      <div>
        <button type="button" onClick={() => setEditing({ kind: 'zone' })} className={buttonClasses('primary', 'sm')}>
          Add zone
        </button>
      </div>
      {settings.zones.length === 0 ? (
        <EmptyNote>No shipping zones yet: shoppers can only collect in store.</EmptyNote>
      ) : (
        <ul className="space-y-4">
          {settings.zones.map((zone) => (
            <li key={zone.id} aria-label={`Zone ${zone.name}`} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
                    {zone.name}
                    {zone.restOfWorld && <Badge tone="indigo">Rest of the world</Badge>}
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">
                    {zone.countries.length
                      ? zone.countries.map((code) => names.get(code) ?? code).join(', ')
                      : 'No country of its own'}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing({ kind: 'zone', zone })}
                    aria-label={`Edit zone ${zone.name}`}
                    className={smallButton}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => void deleteZone(zone)}
                    aria-label={`Delete zone ${zone.name}`}
                    className={dangerLink}
                  >
                    Delete
                  </button>
                </div>
              </div>
              <h4 className="mt-4 text-sm font-semibold text-slate-800">Delivery methods</h4>
              {zone.methods.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">
                  No delivery method yet: nothing is delivered to this zone.
                </p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-100">
                  {zone.methods.map((method) => (
                    <li
                      key={method.id}
                      aria-label={`Method ${method.name}`}
                      className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <div className="min-w-0 text-sm">
                        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                          {method.name}
                          {!method.enabled && <Badge tone="slate">Disabled</Badge>}
                        </p>
                        <p className="text-slate-600">
                          {[
                            money.format(method.price),
                            method.freeOver !== null ? `free over ${money.format(method.freeOver)}` : null,
                            daysText(method),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </div>
                      <div className="flex shrink-0 flex-wrap gap-2">
                        <button
                          type="button"
                          onClick={() => setEditing({ kind: 'method', zone, method })}
                          aria-label={`Edit method ${method.name}`}
                          className={smallButton}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          disabled={saving}
                          onClick={() => void setEnabled(method, !method.enabled)}
                          aria-label={`${method.enabled ? 'Disable' : 'Enable'} method ${method.name}`}
                          className={smallButton}
                        >
                          {method.enabled ? 'Disable' : 'Enable'}
                        </button>
                        <button
                          type="button"
                          onClick={() => void deleteMethod(method)}
                          aria-label={`Delete method ${method.name}`}
                          className={dangerLink}
                        >
                          Delete
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <button
                type="button"
                onClick={() => setEditing({ kind: 'method', zone })}
                aria-label={`Add method to ${zone.name}`}
                className={buttonClasses('secondary', 'sm', 'mt-3')}
              >
                Add method
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing?.kind === 'zone' && <ZoneForm zone={editing.zone} onClose={close} />}
      {editing?.kind === 'method' && <MethodForm zone={editing.zone} method={editing.method} onClose={close} />}
      {zoneConfirm}
      {methodConfirm}
    </div>
  );
}
