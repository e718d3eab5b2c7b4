import { useState } from 'react';
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

  const chosen = addresses.find((address) => address.id === chosenId) ?? defaultAddress;

  async function submit(values: AddressValues): Promise<boolean> {
    const saved = await save(null, values);
    if (!saved) return false;
    setChosenId(saved.id);
    setAdding(false);
    return true;
  }

  return {
    addressId: chosen?.id ?? null,
    loading,
    closeForm: () => setAdding(false),
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
      <AddressForm label={ADD_TITLE} autoFocus onSubmit={submit} onCancel={() => setAdding(false)} busy={saving} />
    ) : null,
  };
}
