import { useState } from 'react';
import { notifyFailure } from '@/lib/notify';
import { downloadFile } from '@/lib/rest';

/** Downloads the customers (those the search finds, when there is one) as CSV, streamed by the server. */
export function useExportCustomers() {
  const [exporting, setExporting] = useState(false);

  async function exportCustomers(search: string): Promise<void> {
    if (exporting) return;
    setExporting(true);
    const text = search.trim();
    try {
      await downloadFile(
        `/admin/customers/export${text ? `?${new URLSearchParams({ search: text })}` : ''}`,
        'customers.csv',
      );
    } catch (error) {
      notifyFailure(error, 'The customers could not be exported');
    } finally {
      setExporting(false);
    }
  }

  return { exportCustomers, exporting };
}
