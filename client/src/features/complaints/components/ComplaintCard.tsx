import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import {
  ComplaintCategoryBadge,
  ComplaintPriorityBadge,
  ComplaintStatusBadge,
  ComplaintTypeBadge,
} from '@/components/ComplaintBadges';
import { complaintPath } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { MyComplaint } from '../hooks/use-my-complaints';
import { ComplaintStatusIcon } from './ComplaintStatusIcon';

export interface ComplaintCardProps {
  complaint: MyComplaint;
}

/** One complaint in 'My Complaints & Feedback': its status, badges, dates, the latest answer and a link to it. */
export function ComplaintCard({ complaint }: ComplaintCardProps) {
  return (
    <li
      data-testid="complaint-card"
      data-complaint-id={complaint.id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <ComplaintStatusIcon status={complaint.status} />
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-lg font-semibold text-slate-900">{complaint.title}</h2>
          <p className="mt-1 line-clamp-2 break-words text-slate-600">{complaint.description}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ComplaintStatusBadge value={complaint.status} />
            <ComplaintPriorityBadge value={complaint.priority} />
            <ComplaintTypeBadge value={complaint.type} />
            <ComplaintCategoryBadge value={complaint.category} />
          </div>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              Submitted on <time dateTime={complaint.createdAt}>{formatDate(complaint.createdAt)}</time>
            </span>
            {complaint.respondedAt && (
              <span>
                Responded on <time dateTime={complaint.respondedAt}>{formatDate(complaint.respondedAt)}</time>
              </span>
            )}
          </p>
          {complaint.adminResponse && (
            <div data-testid="complaint-latest-response" className="mt-3 rounded-xl bg-blue-50 p-3 text-sm">
              <p className="font-semibold text-blue-900">
                Response from {complaint.respondedBy?.name ?? 'the administrator'}:
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-blue-900">{complaint.adminResponse}</p>
            </div>
          )}
          <div className="mt-4">
            <Link to={complaintPath(complaint.id)} className={buttonClasses('secondary', 'sm')}>
              View Details<span className="sr-only"> of {complaint.title}</span>
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}
