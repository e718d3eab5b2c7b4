import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { notifyFailure } from '@/lib/notify';
import { downloadFile } from '@/lib/rest';

/** The file's name when the server does not say one (it does: my-bookstore-data-<day>.json). */
const FALLBACK_NAME = 'my-bookstore-data.json';

/**
 * "Download my data": the shopper's profile, addresses, orders and complaints as one JSON file,
 * downloaded with their token (GET /api/user/account/export).
 */
export function DownloadMyDataSection() {
  const [pending, setPending] = useState(false);

  async function download() {
    if (pending) return;
    setPending(true);
    try {
      await downloadFile('/user/account/export', FALLBACK_NAME);
    } catch (error) {
      notifyFailure(error, 'Your data could not be downloaded', { scope: 'my-data' });
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="my-data-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="my-data-heading" className="text-xl font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Download your profile, addresses, orders and complaints as one JSON file.
      </p>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={() => void download()}
          disabled={pending}
          aria-busy={pending}
          className={buttonClasses('secondary', 'md')}
        >
          {pending ? 'Preparing download...' : 'Download my data'}
        </button>
      </div>
    </section>
  );
}
