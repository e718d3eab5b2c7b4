import type { SocialNetwork } from '@/components/icons';
import { paths } from './paths';

/** Static store details shown in the footer and on the About page. */
export const site = {
  name: 'BookStore',
  tagline: 'Your next favourite book is a few clicks away.',
  contact: {
    email: 'support@bookstore.example',
    phone: '+1 (555) 123-4567',
    phoneHref: 'tel:+15551234567',
    address: '123 Library Lane, Booktown, BK 10001',
  },
  founded: 2020,
} as const;

/** The footer's Quick Links: each opens in a new tab, except Contact, which stays in this one. */
export const footerLinks: readonly { label: string; path: string; sameTab?: boolean }[] = [
  { label: 'Home', path: paths.home },
  { label: 'Books', path: paths.books },
  { label: 'About Us', path: paths.about },
  { label: 'Contact', path: paths.contact, sameTab: true },
];

export const socialLinks: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'BookStore on Facebook', href: 'https://www.facebook.com/' },
  { network: 'x', label: 'BookStore on X', href: 'https://x.com/' },
  { network: 'instagram', label: 'BookStore on Instagram', href: 'https://www.instagram.com/' },
  { network: 'linkedin', label: 'BookStore on LinkedIn', href: 'https://www.linkedin.com/' },
];
