import { useId } from 'react';
import { addressSummary, AddressLines } from '@/components/AddressLines';
import { inputClasses } from '@/components/FormField';
import { MAX_ADDRESSES } from '@/config/rules';
import type { AddressFieldsFragment } from '@/gql/graphql';

export interface DeliverToProps {
  addresses: readonly AddressFieldsFragment[];
  chosen: AddressFieldsFragment | null;
  loading: boolean;
  failed: boolean;
  onChoose: (id: string) => void;
  onAdd: () => void;
  onRetry: () => void;
  disabled?: boolean;
}

const linkButton =
  'rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-60';

/**
 * "Deliver to" at checkout: the chosen address (the default at first), a select of the others when
 * there are several, and Add a new address; with none yet, a note and Add a delivery address. The
 * add button is marked `data-add-address`, for a host that returns focus to it.
 */
export function DeliverTo({ addresses, chosen, loading, failed, onChoose, onAdd, onRetry, disabled }: DeliverToProps) {
  const headingId = useId();
  const selectId = useId();
  let body;
  if (loading) body = <p className="text-sm text-slate-600">Loading your addresses...</p>;
  else if (failed)
    body = (
      <div className="text-sm text-slate-700">
        <p>Your addresses could not be loaded.</p>
        <button type="button" className={`${linkButton} mt-1`} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  else if (!chosen)
    body = (
      <div className="text-sm text-slate-700">
        <p>No delivery address yet.</p>
        <button type="button" className={`${linkButton} mt-1`} onClick={onAdd} disabled={disabled} data-add-address>
          Add a delivery address
        </button>
      </div>
    );
  else
    body = (
      <div className="space-y-3">
        <AddressLines address={chosen} className="text-sm" />
        {addresses.length > 1 && (
          <div>
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
              Choose another address
            </label>
            <select
              id={selectId}
              value={chosen.id}
              disabled={disabled}
              onChange={(event) => onChoose(event.target.value)}
              className={inputClasses}
            >
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {addressSummary(address)}
                  {address.isDefault ? ' (default)' : ''}
                </option>
              ))}
            </select>
          </div>
        )}
        {addresses.length < MAX_ADDRESSES && (
          <button type="button" className={linkButton} onClick={onAdd} disabled={disabled} data-add-address>
            Add a new address
          </button>
        )}
      </div>
    );
  return (
    <section
      aria-labelledby={headingId}
      data-testid="deliver-to"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        Deliver to
      </h3>
      {body}
    </section>
  );
}
