import { paths } from './paths';

/**
 * The store's name until its settings say otherwise (StoreSettings.name, STORE_NAME on the server).
 * index.html says it too; the server's page shell puts the configured name in its place.
 */
export const DEFAULT_STORE_NAME = 'BookStore';

/** Static marketing copy for the footer and the About page (the store's details come from its settings). */
export const site = {
  tagline: 'Your next favourite book is a few clicks away.',
  founded: 2020,
} as const;

/** The footer's Quick Links: each opens in a new tab, as the store has always done. */
export const footerLinks: readonly { label: string; path: string }[] = [
  { label: 'Home', path: paths.home },
  { label: 'Books', path: paths.books },
  { label: 'About Us', path: paths.about },
  { label: 'Contact', path: paths.contact },
];
