import { sendMultipart } from '@/lib/rest';

export type ImportAction = 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'REFUSE';

export interface ImportRow {
  row: number;
  action: ImportAction;
  title: string;
  isbn: string;
  changes: string[];
  /** REFUSE: every message joined by "; ". */
  message: string;
  /** REFUSE: every rule the row breaks, one message for each field in error. */
  messages: string[];
}

/** What importing a file would do (POST /api/admin/books/import/dry-run); nothing is stored. */
export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  lines: ImportRow[];
  truncated: boolean;
  checkedAt: string;
}

export function dryRunImport(file: File): Promise<ImportReport> {
  return sendMultipart<ImportReport>('POST', '/admin/books/import/dry-run', { file });
}

/** Starts the import (POST /api/admin/books/import); `checkedAt` is the dry run's, so stock sold since is kept. */
export async function startImport(file: File, checkedAt: string): Promise<string> {
  const answer = await sendMultipart<{ import: { id: string } }>('POST', '/admin/books/import', { file, checkedAt });
  return answer.import.id;
}
