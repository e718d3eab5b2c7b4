import { Link } from 'react-router-dom';
import type { ActivityAction } from '@/gql/graphql';
import { adminComplaintPath, adminOrderPath, editBookPath, paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { ACTION_LABELS, type ActivityEntry } from '../hooks/use-activity';

/** Actions after which their target is gone: nothing to link to. */
const REMOVALS: ReadonlySet<ActivityAction> = new Set(['BOOK_DELETED', 'DISCOUNT_CODE_DELETED']);

/** Where a target is seen in the admin screens, while it exists. */
function targetPath(target: ActivityEntry['target']): string | null {
  switch (target.type) {
    case 'BOOK':
      return editBookPath(target.id);
    case 'ORDER':
      return adminOrderPath(target.id);
    case 'COMPLAINT':
      return adminComplaintPath(target.id);
    case 'SETTINGS':
    case 'DISCOUNT_CODE':
      return paths.adminSettings;
    default:
      return null;
  }
}

/** "price", "trackingNumber", "legal name" → "Price", "Tracking number", "Legal name". */
function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <span className="italic text-slate-500">none</span>
  ) : (
    <span className="break-words">{text}</span>
  );
}

export interface ActivityListProps {
  entries: readonly ActivityEntry[];
  busy: boolean;
  /** Each entry's heading level: 2 on the log's own page, 3 inside another screen's section. */
  level?: 2 | 3;
}

/**
 * The log's entries, newest first: what was done to what (a link to it while it exists: not after
 * an entry in the list says it was deleted), by whom and when, and each field changed as before →
 * after. One column of cards at every width.
 */
export function ActivityList({ entries, busy, level = 2 }: ActivityListProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const removed = new Set(entries.filter((entry) => REMOVALS.has(entry.action)).map((entry) => entry.target.id));
  return (
    <ol aria-label="Activity entries" aria-busy={busy} className={`space-y-3 ${busy ? 'opacity-60' : ''}`}>
      {entries.map((entry) => {
        const path = removed.has(entry.target.id) ? null : targetPath(entry.target);
        const label = entry.target.label || entry.target.id;
        return (
          <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <Heading className="text-base font-semibold text-slate-900">
                {ACTION_LABELS[entry.action]}
                {': '}
                {path ? (
                  <Link to={path} className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
                    {label}
                  </Link>
                ) : (
                  <span>{label}</span>
                )}
              </Heading>
              <p className="text-sm text-slate-600">
                {entry.actor.name} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </div>
            {entry.changes.length > 0 && (
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
                {entry.changes.map((change) => (
                  <div key={change.field} className="contents">
                    <dt className="font-medium text-slate-700">{fieldLabel(change.field)}</dt>
                    <dd className="mb-2 text-slate-800 sm:mb-0">
                      <Value text={change.before} /> <span aria-label="changed to">→</span>{' '}
                      <Value text={change.after} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}
