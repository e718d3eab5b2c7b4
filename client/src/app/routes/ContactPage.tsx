import { Link } from 'react-router-dom';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';
import { useEmailEnabled, useStoreContact } from '@/lib/use-store-settings';

const linkClasses =
  'rounded font-medium text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

export function ContactPage() {
  useDocumentTitle('Contact us');
  const { user } = useSession();
  const contact = useStoreContact();
  const emailEnabled = useEmailEnabled();
  const canWrite = emailEnabled && Boolean(contact.email);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Contact us</h1>
      <p className="mt-2 text-slate-600">Questions about a book, an order or anything else? We are happy to help.</p>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details" className="space-y-4">
          <h2 id="contact-details" className="text-lg font-semibold text-slate-900">
            Our details
          </h2>
          {contact.loading ? (
            <Spinner label="Loading contact details..." />
          ) : (
            <ul className="space-y-3 text-slate-700">
              {contact.email && (
                <li className="flex items-start gap-2">
                  <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
                  <a href={`mailto:${contact.email}`} className={`${linkClasses} break-all`}>
                    {contact.email}
                  </a>
                </li>
              )}
              {contact.phone && (
                <li className="flex items-start gap-2">
                  <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
                    {contact.phone}
                  </a>
                </li>
              )}
              {contact.address && (
                <li className="flex items-start gap-2">
                  <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
                  <span>{contact.address}</span>
                </li>
              )}
              {!contact.email && !contact.phone && !contact.address && (
                <li>The store has not published its contact details yet.</li>
              )}
            </ul>
          )}
          {user && user.role !== 'admin' && (
            <p className="text-sm text-slate-600">
              About an order?{' '}
              <Link to={paths.submitComplaint} className={linkClasses}>
                Submit a complaint
              </Link>{' '}
              and follow our answer in your account.
            </p>
          )}
        </section>
        <section
          aria-labelledby="contact-form"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form" className="text-lg font-semibold text-slate-900">
            Send us a message
          </h2>
          <div className="mt-4">
            {canWrite ? (
              <ContactForm />
            ) : (
              <p className="text-slate-600">
                {contact.loading
                  ? 'Loading...'
                  : 'The message form is not available right now; please use the details here.'}
              </p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
