import { useState } from 'react';
import { notifyFailure } from '@/lib/notify';
import { downloadFile } from '@/lib/rest';

/**
 * Downloads a report as CSV from where the server said (`download { path fileName }`, a path under
 * /api), with the session's token. A failure toasts the server's message or 'The report could not
 * be downloaded'.
 */
export function useReportDownload() {
  const [pending, setPending] = useState(false);

  async function download(target: { path: string; fileName: string }) {
    if (pending) return;
    setPending(true);
    try {
      await downloadFile(target.path.replace(/^\/api(?=\/)/, ''), target.fileName);
    } catch (error) {
      notifyFailure(error, 'The report could not be downloaded');
    } finally {
      setPending(false);
    }
  }

  return { download, pending };
}
