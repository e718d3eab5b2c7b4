import { useMutation } from '@apollo/client/react';
import { UpdateStoreIdentityDocument } from '../api/UpdateStoreIdentity.generated';
import type { IdentityValues } from '../validation';
import { useIdentityChange } from './identity-change';

/**
 * Saves the shop's name, contact details, social links and About text. Success: the server's
 * 'Shop identity saved'. Failure: the server's message or 'Failed to save the shop identity'.
 */
export function useSaveIdentity() {
  const [mutate] = useMutation(UpdateStoreIdentityDocument);
  const { run, busy } = useIdentityChange('Failed to save the shop identity');
  const save = (values: IdentityValues) =>
    run(async () => {
      const { data } = await mutate({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            address: values.address.trim(),
            about: values.about.trim(),
            socialLinks: values.socialLinks.map((link) => link.url.trim()).filter(Boolean),
          },
        },
      });
      if (!data) throw new Error('Empty answer');
      return data.updateStoreIdentity;
    });
  return { save, saving: busy };
}
