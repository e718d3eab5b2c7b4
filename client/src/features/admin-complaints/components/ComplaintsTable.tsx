import { Link } from 'react-router-dom';
import { AdminTable, type AdminTableColumn } from '@/components/AdminTable';
import { Badge } from '@/components/Badge';
import { ComplaintPriorityBadge, ComplaintStatusBadge } from '@/components/ComplaintBadges';
import { adminComplaintPath } from '@/config/paths';
import { complaintLabel } from '@/lib/complaint-labels';
import { formatDate } from '@/lib/format';
import { FRESH_ROW_CLASS } from '@/lib/fresh-ids';
import { useMediaQuery } from '@/lib/use-media-query';
import type { AdminComplaint } from '../hooks/use-admin-complaints';
import { freshComplaints } from '../hooks/use-complaint-feed';

export interface ComplaintsTableProps {
  complaints: AdminComplaint[];
  busy: boolean;
}

const COLUMNS: readonly AdminTableColumn[] = [
  { label: 'Complaint' },
  { label: 'User' },
  { label: 'Status' },
  { label: 'Priority' },
  { label: 'Date' },
  { label: 'Actions', align: 'right' },
];
const linkClasses =
  'rounded font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function ViewLink({ complaint }: { complaint: AdminComplaint }) {
  return (
    <Link to={adminComplaintPath(complaint.id)} className={linkClasses}>
      View<span className="sr-only"> complaint {complaint.title}</span>
    </Link>
  );
}

function OverdueMarker({ complaint }: { complaint: AdminComplaint }) {
  return complaint.overdue ? <Badge tone="red">Overdue</Badge> : null;
}

function Kind({ complaint }: { complaint: AdminComplaint }) {
  return (
    <span className="block text-slate-600">
      {complaintLabel(complaint.type)} · {complaintLabel(complaint.category)}
    </span>
  );
}

/**
 * Every complaint with its kind, customer, status, priority, date and a view link: a table from
 * 768 px up, cards on narrower screens. Each row (or card) is `data-testid="admin-complaint-row"`;
 * a complaint that just arrived live is highlighted for a moment (`data-fresh`).
 */
export function ComplaintsTable({ complaints, busy }: ComplaintsTableProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  const fresh = freshComplaints.useFresh();

  if (!wide) {
    return (
      <ul aria-label="Complaints" aria-busy={busy} className={`space-y-3 ${busy ? 'opacity-60' : ''}`}>
        {complaints.map((complaint) => (
          <li
            key={complaint.id}
            data-testid="admin-complaint-row"
            data-fresh={fresh.has(complaint.id) || undefined}
            className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${fresh.has(complaint.id) ? FRESH_ROW_CLASS : ''}`}
          >
            <h2 className="break-words font-semibold text-slate-900">{complaint.title}</h2>
            <p className="text-sm">
              <Kind complaint={complaint} />
            </p>
            <p className="mt-2 truncate text-sm font-medium text-slate-900">{complaint.user.name}</p>
            <p className="truncate text-sm text-slate-600">{complaint.user.email ?? 'N/A'}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <ComplaintStatusBadge value={complaint.status} />
              <ComplaintPriorityBadge value={complaint.priority} />
              <OverdueMarker complaint={complaint} />
            </div>
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm text-slate-600">
              <time dateTime={complaint.createdAt}>{formatDate(complaint.createdAt)}</time>
              <ViewLink complaint={complaint} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AdminTable columns={COLUMNS} busy={busy}>
      {complaints.map((complaint) => (
        <tr
          key={complaint.id}
          data-testid="admin-complaint-row"
          data-fresh={fresh.has(complaint.id) || undefined}
          className={`hover:bg-slate-50 ${fresh.has(complaint.id) ? FRESH_ROW_CLASS : ''}`}
        >
          <th scope="row" className="max-w-80 px-4 py-3 font-normal">
            <span className="block truncate font-medium text-slate-900">{complaint.title}</span>
            <Kind complaint={complaint} />
          </th>
          <td className="max-w-64 px-4 py-3">
            <span className="block truncate font-medium text-slate-900">{complaint.user.name}</span>
            <span className="block truncate text-slate-600">{complaint.user.email ?? 'N/A'}</span>
          </td>
          <td className="px-4 py-3">
            <div className="flex flex-col items-start gap-1">
              <ComplaintStatusBadge value={complaint.status} />
              <OverdueMarker complaint={complaint} />
            </div>
          </td>
          <td className="px-4 py-3">
            <ComplaintPriorityBadge value={complaint.priority} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">
            <time dateTime={complaint.createdAt}>{formatDate(complaint.createdAt)}</time>
          </td>
          <td className="px-4 py-3 text-right">
            <ViewLink complaint={complaint} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
