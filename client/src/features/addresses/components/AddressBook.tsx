import { useEffect, useRef, useState } from 'react';
import { AddressLines, addressSummary } from '@/components/AddressLines';
import { Badge } from '@/components/Badge';
import { buttonClasses } from '@/components/button-styles';
import { MAX_ADDRESSES } from '@/config/rules';
import type { AddressFieldsFragment } from '@/gql/graphql';
import { useAddresses } from '../hooks/use-addresses';
import { useDeleteAddress } from '../hooks/use-delete-address';
import { useSaveAddress } from '../hooks/use-save-address';
import { useSetDefaultAddress } from '../hooks/use-set-default-address';
import type { AddressValues } from '../validation';
import { AddressForm } from './AddressForm';

const valuesOf = (address: AddressFieldsFragment): AddressValues => ({
  fullName: address.fullName,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  region: address.region,
  postalCode: address.postalCode,
  country: address.country,
  phone: address.phone,
});

const cardClasses = 'rounded-xl border border-slate-200 bg-white p-4';

/** The ids of each address's buttons, for moving focus to them once they are back. */
const editId = (id: string) => `edit-address-${id}`;
const defaultId = (id: string) => `default-address-${id}`;
const deleteId = (id: string) => `delete-address-${id}`;

/**
 * The profile's address book: every address with Edit, Delete and Make default (the default is
 * marked), and Add address while there are fewer than MAX_ADDRESSES. Forms open in place.
 *
 * Focus stays with what the person used: a closed form hands it back to the Edit or Add address
 * that opened it, a new address's Edit takes it, Make default (gone once done) hands it to the same
 * address's Edit, and a deleted address's neighbour takes it; a failure leaves it on the button.
 */
export function AddressBook() {
  const { addresses, loading, failed, retry } = useAddresses();
  const { save, saving } = useSaveAddress();
  const { deleteAddress, deletingId, confirmDialog } = useDeleteAddress();
  const { setDefault, settingId } = useSetDefaultAddress();
  /** 'new', an address being edited, or nothing. */
  const [editing, setEditing] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = saving || deletingId !== null || settingId !== null;
  /** Where focus goes once nothing is saved and no form is open: the first of these ids on screen. */
  const focusNext = useRef<string[] | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  function focusSoon(...ids: string[]) {
    focusNext.current = ids;
    setFocusRequest((n) => n + 1);
  }

  // The buttons are disabled while something is saved or a form is open: focus moves after.
  useEffect(() => {
    const ids = focusNext.current;
    if (!ids || busy || editing !== null) return;
    focusNext.current = null;
    const target = ids.map((id) => document.getElementById(id)).find((element) => element !== null);
    (target ?? addButton.current ?? headingRef.current)?.focus();
  }, [focusRequest, busy, editing]);

  function closeForm() {
    if (editing !== null) focusSoon(editing === 'new' ? 'add-address' : editId(editing));
    setEditing(null);
  }

  async function submit(id: string | null, values: AddressValues): Promise<boolean> {
    const saved = await save(id, values);
    if (!saved) return false;
    focusSoon(editId(saved.id));
    setEditing(null);
    return true;
  }

  async function makeDefault(id: string) {
    const done = await setDefault(id);
    focusSoon(done ? editId(id) : defaultId(id));
  }

  async function remove(address: AddressFieldsFragment) {
    const index = addresses.findIndex((a) => a.id === address.id);
    const neighbours = [addresses[index + 1], addresses[index - 1]].filter(Boolean).map((a) => editId(a.id));
    const deleted = await deleteAddress(address.id, address.fullName);
    focusSoon(...(deleted ? neighbours : [deleteId(address.id)]));
  }

  let content;
  if (loading) content = <p className="text-slate-600">Loading your addresses...</p>;
  else if (failed)
    content = (
      <div className="text-slate-700">
        <p>Your addresses could not be loaded.</p>
        <button type="button" onClick={retry} className={buttonClasses('secondary', 'sm', 'mt-3')}>
          Try again
        </button>
      </div>
    );
  else
    content = (
      <>
        {addresses.length === 0 && editing !== 'new' && (
          <p className="text-slate-600">No addresses yet. Add one and checkout will use it.</p>
        )}
        <ul className="space-y-3" aria-label="Your addresses">
          {addresses.map((address) => (
            <li key={address.id} className={cardClasses} data-testid="address-card">
              {editing === address.id ? (
                <AddressForm
                  label={`Edit the address of ${address.fullName}`}
                  initial={valuesOf(address)}
                  autoFocus
                  onSubmit={(values) => submit(address.id, values)}
                  onCancel={closeForm}
                  busy={saving}
                />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    {address.isDefault && (
                      <Badge tone="indigo" className="mb-2">
                        Default
                      </Badge>
                    )}
                    <AddressLines address={address} />
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <button
                      id={editId(address.id)}
                      type="button"
                      disabled={busy || editing !== null}
                      onClick={() => setEditing(address.id)}
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={`Edit ${addressSummary(address)}`}
                    >
                      Edit
                    </button>
                    {!address.isDefault && (
                      <button
                        id={defaultId(address.id)}
                        type="button"
                        disabled={busy || editing !== null}
                        onClick={() => void makeDefault(address.id)}
                        className={buttonClasses('secondary', 'sm')}
                        aria-label={`Make default: ${addressSummary(address)}`}
                      >
                        {settingId === address.id ? 'Saving...' : 'Make default'}
                      </button>
                    )}
                    <button
                      id={deleteId(address.id)}
                      type="button"
                      disabled={busy || editing !== null}
                      onClick={() => void remove(address)}
                      className={buttonClasses('secondary', 'sm', 'text-red-700')}
                      aria-label={`Delete ${addressSummary(address)}`}
                    >
                      {deletingId === address.id ? 'Deleting...' : 'Delete'}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
        {editing === 'new' ? (
          <div className={`${cardClasses} mt-3`}>
            <h3 className="mb-3 font-semibold text-slate-900">New address</h3>
            <AddressForm
              label="Add an address"
              autoFocus
              onSubmit={(values) => submit(null, values)}
              onCancel={closeForm}
              busy={saving}
            />
          </div>
        ) : addresses.length < MAX_ADDRESSES ? (
          <button
            ref={addButton}
            id="add-address"
            type="button"
            disabled={busy || editing !== null}
            onClick={() => setEditing('new')}
            className={buttonClasses('primary', 'md', 'mt-4')}
          >
            Add address
          </button>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            You have {MAX_ADDRESSES} addresses, the most you can keep. Delete one to add another.
          </p>
        )}
      </>
    );

  return (
    <section
      aria-labelledby="address-book-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        ref={headingRef}
        id="address-book-heading"
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        Delivery addresses
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Orders go to your default address unless you choose another at checkout.
      </p>
      <div className="mt-5">{content}</div>
      {confirmDialog}
    </section>
  );
}
