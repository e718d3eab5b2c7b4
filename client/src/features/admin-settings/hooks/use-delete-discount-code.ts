import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/use-confirm';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { DeleteDiscountCodeDocument } from '../api/DeleteDiscountCode.generated';
import type { DiscountCode } from './use-discount-codes';
import { SETTINGS_SCOPE } from './use-pricing-settings';

/**
 * Deletes a discount code after the admin confirms; it leaves the cached list. A code orders used
 * cannot be deleted: the server's 409 message ('Orders have used this code: disable it instead,
 * so that its figures stay.') is toasted and returned for the table to show beside the code.
 */
export function useDeleteDiscountCode() {
  const [mutate] = useMutation(DeleteDiscountCodeDocument);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  async function deleteCode(code: DiscountCode): Promise<{ ok: boolean; error?: unknown }> {
    if (deletingId) return { ok: false };
    const confirmed = await confirm({
      title: 'Delete discount code',
      message: `Delete the code ${code.code}? Shoppers can no longer use it.`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return { ok: false };
    setDeletingId(code.id);
    try {
      const { data } = await mutate({
        variables: { id: code.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'DiscountCode', id: code.id }) });
          cache.gc();
        },
      });
      if (!data) throw new Error('Empty delete answer');
      notifySuccess(data.deleteDiscountCode.message, { scope: SETTINGS_SCOPE });
      return { ok: true };
    } catch (error) {
      notifyFailure(error, 'Failed to delete the discount code', { scope: SETTINGS_SCOPE });
      return { ok: false, error };
    } finally {
      setDeletingId(null);
    }
  }

  return { deleteCode, deletingId, confirmDialog };
}
