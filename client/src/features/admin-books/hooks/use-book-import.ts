import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { GetBookImportDocument } from '../api/GetBookImport.generated';
import { notifyFailure } from '@/lib/notify';
import { dryRunImport, startImport, type ImportReport } from '../api/import-books';

/** How often a running import's progress is read. */
const PROGRESS_EVERY_MS = 750;

/**
 * The import screen's steps: a file is chosen, its dry run shows what would happen, Apply starts
 * the import, whose progress is read until it ends. Choosing another file starts over.
 */
export function useBookImport() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'starting' | null>(null);

  const progress = useQuery(GetBookImportDocument, {
    variables: { id: importId ?? '' },
    skip: !importId,
    pollInterval: PROGRESS_EVERY_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const current = progress.data?.bookImport ?? null;
  if (current && current.status !== 'running') progress.stopPolling();

  function choose(next: File | null) {
    setFile(next);
    setReport(null);
    setImportId(null);
  }

  async function check() {
    if (!file || busy) return;
    setBusy('checking');
    try {
      setReport(await dryRunImport(file));
    } catch (error) {
      notifyFailure(error, 'The file could not be checked');
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!file || !report || busy) return;
    setBusy('starting');
    try {
      setImportId(await startImport(file, report.checkedAt));
    } catch (error) {
      notifyFailure(error, 'The import could not start');
    } finally {
      setBusy(null);
    }
  }

  return { file, choose, report, check, apply, busy, importId, progress: current, progressError: progress.error };
}
