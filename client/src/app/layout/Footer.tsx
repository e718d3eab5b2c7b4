import { SocialIcon } from '@/components/icons';
import { StoreBrand } from '@/components/StoreBrand';
import { StoreContactList, hasContactDetails } from '@/components/StoreContactList';
import { footerLinks, site } from '@/config/site';
import { useStoreBrand, useStoreContact } from '@/lib/use-store-settings';

const linkClasses =
  'rounded text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400';

/**
 * The store's logo and name, Quick Links, and whatever of its social links and contact details its
 * settings give (the shop's identity, edited in Settings): what is not set is left out.
 */
export function Footer() {
  const year = new Date().getFullYear();
  const { name: storeName, logoUrl } = useStoreBrand();
  const contact = useStoreContact();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <StoreBrand name={storeName} logoUrl={logoUrl} tone="dark" />
          </p>
          <p className="mt-3 max-w-xs text-sm leading-6">{site.tagline}</p>
          {contact.socialLinks.length > 0 && (
            <ul className="mt-5 flex flex-wrap gap-3" aria-label="Social media">
              {contact.socialLinks.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${storeName} on ${link.name} (opens in a new tab)`}
                    title={link.name}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-300 hover:bg-indigo-600 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
                  >
                    <SocialIcon site={link.name} className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wider text-white">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <a href={link.path} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {hasContactDetails(contact) && (
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact Us</h2>
            <address className="mt-4 text-sm not-italic">
              <StoreContactList
                contact={contact}
                className="space-y-3"
                linkClassName={linkClasses}
                iconClassName="text-indigo-400"
              />
            </address>
          </div>
        )}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          &copy; {year} {storeName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
