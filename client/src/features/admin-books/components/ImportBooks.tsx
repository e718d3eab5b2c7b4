import { Link } from 'react-router-dom';
import { Badge } from '@/components/Badge';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/FormField';
import { paths } from '@/config/paths';
import type { ImportAction, ImportReport, ImportRow } from '../api/import-books';
import { useBookImport } from '../hooks/use-book-import';
import { ExportCatalogueButton } from './ExportCatalogueButton';

const COLUMNS =
  'title, author, category, price, stock (required); description, isbn, publisher, year, pages, language, image_url';

const ACTIONS: Record<ImportAction, { label: string; tone: 'green' | 'indigo' | 'slate' | 'red' }> = {
  CREATE: { label: 'Create', tone: 'green' },
  UPDATE: { label: 'Update', tone: 'indigo' },
  UNCHANGED: { label: 'Unchanged', tone: 'slate' },
  REFUSE: { label: 'Refused', tone: 'red' },
};

const count = (n: number) => n.toLocaleString('en-US');

/** What a row does: every reason it is refused (one per line), an update's changed fields, or a new book. */
function LineDetails({ line }: { line: ImportRow }) {
  if (line.action === 'UPDATE') return <>Changes {line.changes.join(', ')}</>;
  if (line.action !== 'REFUSE') return <>New book</>;
  const reasons = line.messages.length ? line.messages : [line.message];
  if (reasons.length === 1) return <>{reasons[0]}</>;
  return (
    <ul className="list-disc space-y-0.5 pl-4">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

type Progress = NonNullable<ReturnType<typeof useBookImport>['progress']>;

/** The check's heading: what the dry run found, then, once applied, what the import saved. */
function checkHeading(report: ImportReport, started: boolean, progress: Progress | null): string {
  if (!started) return `Check: ${count(report.rows)} rows, nothing saved yet`;
  if (!progress) return `Check: ${count(report.rows)} rows, import starting…`;
  const saved = `${count(progress.created)} added, ${count(progress.updated)} updated`;
  if (progress.status === 'running') return `Importing: ${saved} so far`;
  return progress.status === 'done' ? `Imported: ${saved}` : `Import stopped: ${saved}`;
}

/** Import a catalogue CSV: choose the file, see its dry run, apply it and follow its progress. */
export function ImportBooks() {
  const { file, choose, report, check, apply, busy, importId, progress, progressError } = useBookImport();
  const running = importId !== null && (!progress || progress.status === 'running');

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link to={paths.adminBooks} className="text-sm font-medium text-indigo-700 hover:underline">
            <span aria-hidden="true">←</span> Manage Books
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Import Books</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Load many books at once from a CSV file. Books are matched by ISBN (or, without one, by title and author):
            matches are updated, the others added.
          </p>
        </div>
        <ExportCatalogueButton />
      </div>

      <section
        aria-labelledby="import-file-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="import-file-heading" className="text-lg font-semibold text-slate-900">
          1. Choose a CSV file
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li>UTF-8 with a header row; columns: {COLUMNS}.</li>
          <li>At most 25 MB and 100,000 rows; each cell follows the book form&apos;s rules.</li>
          <li>
            <strong className="font-semibold text-slate-800">Covers are not imported:</strong> image_url is not fetched
            (the store makes no outside requests). Add covers in the book form.
          </li>
          <li>A book whose stock changed after the check keeps its stock.</li>
        </ul>
        <div>
          <label htmlFor="import-file" className="mb-1.5 block text-sm font-medium text-slate-800">
            CSV file
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            disabled={running || busy !== null}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className={`${inputClasses} file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-indigo-700`}
          />
        </div>
        <button
          type="button"
          onClick={() => void check()}
          disabled={!file || busy !== null || running}
          className={buttonClasses('secondary', 'md')}
        >
          {busy === 'checking' ? 'Checking…' : 'Check file (dry run)'}
        </button>
      </section>

      {report && (
        <DryRun
          report={report}
          onApply={() => void apply()}
          applying={busy === 'starting'}
          started={importId !== null}
          progress={progress}
        />
      )}

      {importId && (
        <section
          aria-labelledby="import-progress-heading"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="import-progress-heading" className="text-lg font-semibold text-slate-900">
            3. Import
          </h2>
          {progressError && !progress && (
            <p className="text-sm text-red-700">The progress could not be read. It goes on; reload to see it.</p>
          )}
          {!progress ? (
            <p className="text-sm text-slate-600" role="status">
              Starting…
            </p>
          ) : (
            <ImportProgress progress={progress} />
          )}
        </section>
      )}
    </div>
  );
}

function Counts({ items }: { items: Array<[string, number]> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{count(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function DryRun({
  report,
  onApply,
  applying,
  started,
  progress,
}: {
  report: ImportReport;
  onApply: () => void;
  applying: boolean;
  started: boolean;
  progress: Progress | null;
}) {
  const nothingToDo = report.created + report.updated === 0;
  return (
    <section
      aria-labelledby="import-check-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="import-check-heading" className="text-lg font-semibold text-slate-900">
        2. {checkHeading(report, started, progress)}
      </h2>
      <Counts
        items={[
          ['Would create', report.created],
          ['Would update', report.updated],
          ['Unchanged', report.unchanged],
          ['Refused', report.refused],
        ]}
      />
      {report.lines.length > 0 && (
        <div className="relative max-h-[28rem] overflow-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rows that would change or are refused</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Row
                </th>
                <th scope="col" className="px-3 py-2">
                  Action
                </th>
                <th scope="col" className="px-3 py-2">
                  Title
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Details
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.lines.map((line) => (
                <tr key={line.row} className="align-top">
                  <td className="px-3 py-2 tabular-nums text-slate-600">{line.row}</td>
                  <td className="px-3 py-2">
                    <Badge tone={ACTIONS[line.action].tone}>{ACTIONS[line.action].label}</Badge>
                  </td>
                  <td className="break-words px-3 py-2 text-slate-900">
                    {line.title || <span className="text-slate-400">(no title)</span>}
                    {line.isbn && <span className="block text-xs text-slate-500">ISBN {line.isbn}</span>}
                    <span className="mt-1 block text-xs text-slate-700 sm:hidden">
                      <LineDetails line={line} />
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 text-slate-700 sm:table-cell">
                    <LineDetails line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.truncated && (
        <p className="text-sm text-slate-600">The first 1,000 rows that change or are refused are listed.</p>
      )}
      {!started && (
        <button
          type="button"
          onClick={onApply}
          disabled={applying || nothingToDo}
          className={buttonClasses('primary', 'md')}
        >
          {applying
            ? 'Starting…'
            : nothingToDo
              ? 'Nothing to import'
              : `Apply: import ${count(report.created + report.updated)} books`}
        </button>
      )}
    </section>
  );
}

function ImportProgress({ progress }: { progress: Progress }) {
  const done = progress.status === 'done';
  const percent = progress.rows ? Math.round((progress.processed / progress.rows) * 100) : 100;
  return (
    <div className="space-y-4">
      <div>
        <div className="flex justify-between text-sm text-slate-700">
          <span id="import-progress-label">
            {progress.status === 'running'
              ? `Importing… ${count(progress.processed)} of ${count(progress.rows)} rows`
              : done
                ? `Done: ${count(progress.rows)} rows`
                : progress.status === 'interrupted'
                  ? 'Interrupted: the server stopped. Import the same file again to finish it.'
                  : progress.error || 'The import stopped on an error. Import the same file again to finish it.'}
          </span>
          <span aria-hidden="true">{percent}%</span>
        </div>
        <progress
          aria-labelledby="import-progress-label"
          value={progress.processed}
          max={Math.max(progress.rows, 1)}
          className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-indigo-600"
        />
      </div>
      <div role="status" aria-live="polite">
        {done && <p className="sr-only">Import finished.</p>}
      </div>
      <Counts
        items={[
          ['Created', progress.created],
          ['Updated', progress.updated],
          ['Unchanged', progress.unchanged],
          ['Refused', progress.refused],
        ]}
      />
      {progress.stockKept > 0 && (
        <p className="text-sm text-amber-800">
          {count(progress.stockKept)} books kept their stock: it changed after the check.
        </p>
      )}
      {progress.refusals.length > 0 && (
        <details className="rounded-xl border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">Refused rows</summary>
          <ul className="mt-2 space-y-1 text-slate-700">
            {progress.refusals.map((refusal) => (
              <li key={refusal.row}>
                Row {refusal.row}: {refusal.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
