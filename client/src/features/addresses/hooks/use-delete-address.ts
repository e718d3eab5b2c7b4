import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/use-confirm';
import { DeleteAddressDocument } from '../api/DeleteAddress.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { writeAddresses } from '../cache';
import { ADDRESSES_SCOPE } from './use-addresses';

/**
 * Deletes an address after the in-app confirmation. Success: the server's 'Address deleted', the
 * cached book replaced (another address may now be the default). Failure: the server's message or
 * 'Failed to delete address'. Orders already placed keep their copy of it.
 */
export function useDeleteAddress() {
  const [mutate] = useMutation(DeleteAddressDocument);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  async function deleteAddress(id: string, label: string): Promise<boolean> {
    const confirmed = await confirm({
      title: 'Delete address',
      message: `Delete the address of ${label}? Orders already placed keep it.`,
      confirmLabel: 'Delete Address',
    });
    if (!confirmed) return false;
    setDeletingId(id);
    try {
      const { data } = await mutate({
        variables: { id },
        update: (cache, { data: result }) => result && writeAddresses(cache, result.deleteAddress.addresses),
      });
      if (!data) throw new Error('Empty delete answer');
      notifySuccess(data.deleteAddress.message, { scope: ADDRESSES_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to delete address', { scope: ADDRESSES_SCOPE });
      return false;
    } finally {
      setDeletingId(null);
    }
  }

  return { deleteAddress, deletingId, confirmDialog };
}
