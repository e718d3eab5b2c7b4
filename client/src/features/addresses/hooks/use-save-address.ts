import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { type AddressFieldsFragment } from '@/gql/graphql';
import { AddAddressDocument } from '../api/AddAddress.generated';
import { UpdateAddressDocument } from '../api/UpdateAddress.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { writeAddresses } from '../cache';
import type { AddressValues } from '../validation';
import { ADDRESSES_SCOPE } from './use-addresses';

/** What the form sends: trimmed by the schema; optional fields left blank are sent as ''. */
const toInput = (values: AddressValues) => ({ ...values, country: values.country.toUpperCase() });

/**
 * Adds an address (`id` null) or saves an edit. Success: the server's 'Address added' or 'Address
 * updated', the cached book replaced by the server's; the saved address is returned. Failure: the
 * server's message (e.g. 'You can keep at most 10 addresses. Delete one to add another.') or
 * 'Failed to save address', and null.
 */
export function useSaveAddress() {
  const [add] = useMutation(AddAddressDocument);
  const [update] = useMutation(UpdateAddressDocument);
  const [saving, setSaving] = useState(false);

  async function save(id: string | null, values: AddressValues): Promise<AddressFieldsFragment | null> {
    if (saving) return null;
    setSaving(true);
    try {
      const input = toInput(values);
      const payload = id
        ? (
            await update({
              variables: { id, input },
              update: (cache, { data }) => data && writeAddresses(cache, data.updateAddress.addresses),
            })
          ).data?.updateAddress
        : (
            await add({
              variables: { input },
              update: (cache, { data }) => data && writeAddresses(cache, data.addAddress.addresses),
            })
          ).data?.addAddress;
      if (!payload) throw new Error('Empty address answer');
      notifySuccess(payload.message, { scope: ADDRESSES_SCOPE });
      return payload.address;
    } catch (error) {
      notifyFailure(error, 'Failed to save address', { scope: ADDRESSES_SCOPE });
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
