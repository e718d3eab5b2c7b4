import { useMutation } from '@apollo/client/react';
import { sendMultipart } from '@/lib/rest';
import type { StoreIdentityFieldsFragment } from '@/gql/graphql';
import { RemoveStoreLogoDocument } from '../api/RemoveStoreLogo.generated';
import { useIdentityChange } from './identity-change';

/** The logo route's answer: the identity as REST sends it (the same fields as the fragment's). */
interface LogoResponse {
  message: string;
  identity: Omit<StoreIdentityFieldsFragment, '__typename' | 'socialLinks'> & {
    socialLinks: Array<{ name: string; url: string }>;
  };
}

/**
 * Uploads a new logo (REST multipart, as covers and photos are) or removes it. Success: the
 * server's 'Logo saved' or 'Logo removed'. Failure: the server's message ("Please upload a JPEG,
 * PNG, WebP or GIF image") or the fallback.
 */
export function useStoreLogo() {
  const [remove] = useMutation(RemoveStoreLogoDocument);
  const { run, busy } = useIdentityChange('Failed to change the logo');
  const upload = (file: File) =>
    run(async () => {
      const { message, identity } = await sendMultipart<LogoResponse>('PUT', '/admin/settings/identity/logo', {
        logo: file,
      });
      return {
        message,
        identity: {
          __typename: 'StoreIdentity' as const,
          ...identity,
          socialLinks: identity.socialLinks.map((link) => ({ __typename: 'SocialLink' as const, ...link })),
        },
      };
    });
  const removeLogo = () =>
    run(async () => {
      const { data } = await remove();
      if (!data) throw new Error('Empty answer');
      return data.removeStoreLogo;
    });
  return { upload, removeLogo, busy };
}
