import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { notifyFailure } from '@/lib/notify';
import { downloadFile } from '@/lib/rest';

/** Downloads the whole catalogue as CSV, in the import's format. */
export function ExportCatalogueButton() {
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      await downloadFile('/admin/books/export', 'catalogue.csv');
    } catch (error) {
      notifyFailure(error, 'The catalogue could not be exported');
    } finally {
      setPending(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={pending}
      className={buttonClasses('secondary', 'md', 'self-start sm:self-auto')}
    >
      {pending ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
