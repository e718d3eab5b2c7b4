import { Link } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { StoreContactList, hasContactDetails } from '@/components/StoreContactList';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';
import { useEmailEnabled, useStoreContact } from '@/lib/use-store-settings';

const linkClasses =
  'rounded font-medium text-indigo-700 hover:text-indigo-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * How to reach the store: the details its settings give, and the message form when the store
 * receives email (its contact email in Settings, and email sent at all). Only what the store offers is shown.
 */
export function ContactPage() {
  useDocumentTitle('Contact us');
  const { user } = useSession();
  const contact = useStoreContact();
  const emailEnabled = useEmailEnabled();
  const canWrite = emailEnabled && Boolean(contact.email);
  const hasDetails = hasContactDetails(contact);
  const shopper = user !== null && user.role !== 'admin';

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Contact us</h1>
      {contact.loading ? (
        <div className="mt-8">
          <Spinner label="Loading contact details..." />
        </div>
      ) : hasDetails || canWrite ? (
        <>
          <p className="mt-2 text-slate-600">
            Questions about a book, an order or anything else? We are happy to help.
          </p>
          <div className={`mt-8 grid gap-8 ${hasDetails && canWrite ? 'md:grid-cols-[1fr_2fr]' : 'max-w-2xl'}`}>
            {hasDetails && (
              <section aria-labelledby="contact-details" className="space-y-4">
                <h2 id="contact-details" className="text-lg font-semibold text-slate-900">
                  Our details
                </h2>
                <StoreContactList
                  contact={contact}
                  className="space-y-3 text-slate-700"
                  linkClassName={linkClasses}
                  iconClassName="text-indigo-600"
                />
              </section>
            )}
            {canWrite && (
              <section
                aria-labelledby="contact-form"
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
              >
                <h2 id="contact-form" className="text-lg font-semibold text-slate-900">
                  Send us a message
                </h2>
                <div className="mt-4">
                  <ContactForm />
                </div>
              </section>
            )}
          </div>
        </>
      ) : (
        <p className="mt-2 text-slate-600">The store has not published any contact details.</p>
      )}
      {shopper && !contact.loading && (
        <p className="mt-8 text-sm text-slate-600">
          About an order?{' '}
          <Link to={paths.submitComplaint} className={linkClasses}>
            Submit a complaint
          </Link>{' '}
          and follow our answer in your account.
        </p>
      )}
    </div>
  );
}
