import { BookIcon, MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from '@/components/icons';
import { Link } from 'react-router-dom';
import { footerLinks, site, socialLinks } from '@/config/site';

const linkClasses =
  'rounded text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-indigo-500 text-white">
              <BookIcon className="h-5 w-5" />
            </span>
            {site.name}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-6">{site.tagline}</p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-300 hover:bg-indigo-600 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
                >
                  <SocialIcon network={link.network} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wider text-white">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerLinks.map((link) => (
              <li key={link.path}>
                {link.sameTab ? (
                  <Link to={link.path} className={linkClasses}>
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.path} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact Us</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex items-start gap-3">
              <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-400" />
              <a href={`mailto:${site.contact.email}`} className={`${linkClasses} break-all`}>
                {site.contact.email}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-400" />
              <a href={site.contact.phoneHref} className={linkClasses}>
                {site.contact.phone}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-400" />
              <span>{site.contact.address}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          &copy; {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
