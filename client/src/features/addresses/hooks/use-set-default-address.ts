import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SetDefaultAddressDocument } from '../api/SetDefaultAddress.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { writeAddresses } from '../cache';
import { ADDRESSES_SCOPE } from './use-addresses';

/** Makes an address the default: the server's 'Default address updated', or its message / 'Failed to update default address'. */
export function useSetDefaultAddress() {
  const [mutate] = useMutation(SetDefaultAddressDocument);
  const [settingId, setSettingId] = useState<string | null>(null);

  async function setDefault(id: string): Promise<boolean> {
    setSettingId(id);
    try {
      const { data } = await mutate({
        variables: { id },
        update: (cache, { data: result }) => result && writeAddresses(cache, result.setDefaultAddress.addresses),
      });
      if (!data) throw new Error('Empty default answer');
      notifySuccess(data.setDefaultAddress.message, { scope: ADDRESSES_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to update default address', { scope: ADDRESSES_SCOPE });
      return false;
    } finally {
      setSettingId(null);
    }
  }

  return { setDefault, settingId };
}
