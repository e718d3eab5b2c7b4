import { useRef, useState } from 'react';
import type { Delivery } from '@/lib/delivery';
import { AddressForm } from '../components/AddressForm';
import { DeliverTo } from '../components/DeliverTo';
import type { AddressValues } from '../validation';
import { useAddresses } from './use-addresses';
import { useSaveAddress } from './use-save-address';

const ADD_TITLE = 'Add a delivery address';

/**
 * Where a checkout's order goes (see lib/delivery.ts): the shopper's default address at first,
 * another one chosen, or one added on the spot, in `form`, which the order's review dialog shows
 * in place of the review while it is open.
 */
export function useDelivery(): Delivery {
  const { addresses, defaultAddress, loading, failed, retry } = useAddresses();
  const { save, saving } = useSaveAddress();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  /** A Place Order waiting for the address being added. */
  const waiting = useRef<((id: string | null) => void) | null>(null);

  const chosen = addresses.find((address) => address.id === chosenId) ?? defaultAddress;

  function close(id: string | null) {
    setAdding(false);
    waiting.current?.(id);
    waiting.current = null;
  }

  async function submit(values: AddressValues): Promise<boolean> {
    const saved = await save(null, values);
    if (!saved) return false;
    setChosenId(saved.id);
    close(saved.id);
    return true;
  }

  function ensureAddress(): Promise<string | null> {
    if (chosen) return Promise.resolve(chosen.id);
    waiting.current?.(null);
    setAdding(true);
    return new Promise((resolve) => (waiting.current = resolve));
  }

  return {
    addressId: chosen?.id ?? null,
    loading,
    ensureAddress,
    closeForm: () => close(null),
    picker: (
      <DeliverTo
        addresses={addresses}
        chosen={chosen}
        loading={loading}
        failed={failed}
        onChoose={setChosenId}
        onAdd={() => setAdding(true)}
        onRetry={retry}
      />
    ),
    form: adding ? (
      <AddressForm label={ADD_TITLE} autoFocus onSubmit={submit} onCancel={() => close(null)} busy={saving} />
    ) : null,
  };
}
