import { MAX_SOCIAL_LINKS } from '../config/social-links';

/**
 * The limits of the shop's identity, in code points (client/src/features/admin-settings mirrors
 * them). The name's is STORE_NAME's; the links' count is the footer's room, as for STORE_SOCIAL_LINKS.
 */
export const STORE_IDENTITY_LIMITS = {
  name: 60,
  email: 254,
  phone: 40,
  address: 200,
  about: 5000,
  socialLinks: MAX_SOCIAL_LINKS,
  socialLinkUrl: 500,
} as const;

export const SOCIAL_LINK_MESSAGE =
  'Each social link must be an https:// address such as https://www.instagram.com/yourshop';
