import { Link } from 'react-router-dom';
import { Badge } from '@/components/Badge';
import { ComplaintPriorityBadge, ComplaintStatusBadge } from '@/components/ComplaintBadges';
import { ComplaintResponseHistory, earlierResponses } from '@/components/ComplaintResponseHistory';
import { ComplaintThread } from '@/components/ComplaintThread';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { PageSpinner } from '@/components/Spinner';
import { adminOrderPath, paths } from '@/config/paths';
import { complaintLabel } from '@/lib/complaint-labels';
import { formatDate, formatDateTime } from '@/lib/format';
import { shortOrderId } from '@/lib/order-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStoreName } from '@/lib/use-store-settings';
import { useAdminComplaint } from '../hooks/use-admin-complaint';
import type { AdminComplaint } from '../hooks/use-admin-complaints';
import { useDeleteComplaint } from '../hooks/use-delete-complaint';
import { useRespondToComplaint } from '../hooks/use-respond-to-complaint';
import { RespondForm } from './RespondForm';

export interface AdminComplaintDetailsProps {
  id: string;
}

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
/** An outlined red button: deleting cannot be undone. */
const deleteClasses =
  'inline-flex items-center justify-center rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold ' +
  'text-red-700 shadow-sm hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500 ' +
  'focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const linkClasses =
  'rounded font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function BackToComplaints() {
  return (
    <Link to={paths.adminComplaints} className={`inline-flex items-center gap-1 text-sm ${linkClasses}`}>
      <span aria-hidden="true">←</span> Back to Complaints
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The order the complaint is about, on the admin's page of it. */
function OrderLink({ orderId }: { orderId: string }) {
  return (
    <Link to={adminOrderPath(orderId)} className={`font-mono ${linkClasses}`}>
      Order #{shortOrderId(orderId)}
    </Link>
  );
}

function ComplaintSummary({ complaint }: { complaint: AdminComplaint }) {
  return (
    <section aria-labelledby="complaint-title" className={cardClasses}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="complaint-title" className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900">
          {complaint.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <ComplaintStatusBadge value={complaint.status} />
          <ComplaintPriorityBadge value={complaint.priority} />
          {complaint.overdue && <Badge tone="red">Overdue</Badge>}
        </div>
      </div>
      <LiveStatusNote className="mt-2" />
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Fact label="Type">{complaintLabel(complaint.type)}</Fact>
        <Fact label="Category">{complaintLabel(complaint.category)}</Fact>
        <Fact label="Created">
          <time dateTime={complaint.createdAt}>{formatDate(complaint.createdAt)}</time>
        </Fact>
        <Fact label="Last updated">
          <time dateTime={complaint.updatedAt}>{formatDate(complaint.updatedAt)}</time>
        </Fact>
        {complaint.orderId && (
          <Fact label="Order">
            <OrderLink orderId={complaint.orderId} />
          </Fact>
        )}
      </dl>
      <h2 className="mt-6 text-sm font-semibold text-slate-900">Description</h2>
      <p className="mt-1 whitespace-pre-line break-words text-slate-700">{complaint.description}</p>
    </section>
  );
}

function Sidebar({ complaint }: { complaint: AdminComplaint }) {
  return (
    <aside className="space-y-6" aria-label="Complaint information">
      <section aria-labelledby="customer-heading" className={cardClasses}>
        <h2 id="customer-heading" className="text-lg font-semibold text-slate-900">
          Customer
        </h2>
        <dl className="mt-3 space-y-3">
          <Fact label="Name">{complaint.user.name || 'N/A'}</Fact>
          <Fact label="Email">{complaint.user.email || 'N/A'}</Fact>
          <Fact label="Submitted">
            <time dateTime={complaint.createdAt}>{formatDateTime(complaint.createdAt)}</time>
          </Fact>
          <Fact label={complaint.overdue ? 'Overdue since' : 'Response due'}>
            <time dateTime={complaint.dueAt} className={complaint.overdue ? 'text-red-700' : undefined}>
              {formatDateTime(complaint.dueAt)}
            </time>
            {!complaint.open && <span className="block text-sm font-normal text-slate-600">Answered</span>}
          </Fact>
        </dl>
      </section>
      {complaint.adminResponse && (
        <section aria-labelledby="previous-response-heading" className={cardClasses}>
          <h2 id="previous-response-heading" className="text-lg font-semibold text-slate-900">
            Previous Response
          </h2>
          <p className="mt-2 whitespace-pre-line break-words text-slate-800">{complaint.adminResponse}</p>
          <p className="mt-3 text-sm text-slate-600">
            By {complaint.respondedBy?.name ?? 'N/A'}
            {complaint.respondedAt && (
              <>
                {' on '}
                <time dateTime={complaint.respondedAt}>{formatDateTime(complaint.respondedAt)}</time>
              </>
            )}
          </p>
        </section>
      )}
    </aside>
  );
}

/**
 * The admin's screen for one complaint: what was filed and by whom, the conversation with the
 * shopper (live: a reply appears as it is sent), the response form under it (an empty
 * box for the next message), the last response and every earlier one, each shown once, and
 * deletion after confirming.
 */
export function AdminComplaintDetails({ id }: AdminComplaintDetailsProps) {
  const { complaint, loading, notFound } = useAdminComplaint(id);
  const { respond, saving } = useRespondToComplaint();
  const { deleteComplaint, deleting, confirmDialog } = useDeleteComplaint();
  const storeName = useStoreName();
  useDocumentTitle(complaint ? complaint.title : notFound ? 'Complaint not found' : 'Complaint');

  if (notFound) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Complaint not found</h1>
        <p className="mt-2 text-slate-600">This complaint does not exist or was deleted.</p>
        <div className="mt-6">
          <BackToComplaints />
        </div>
      </div>
    );
  }
  if (loading || !complaint) return <PageSpinner label="Loading complaint..." />;

  // The latest response is the Previous Response card; the message box is for the next one.
  const earlier = earlierResponses(complaint.responses, complaint);
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToComplaints />
        <button
          type="button"
          onClick={() => void deleteComplaint(complaint.id)}
          disabled={deleting}
          className={deleteClasses}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ComplaintSummary complaint={complaint} />
          <ComplaintThread messages={complaint.messages} viewer="ADMIN" storeName={storeName} className={cardClasses} />
          <section aria-labelledby="admin-response-heading" className={cardClasses}>
            <h2 id="admin-response-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Admin Response
            </h2>
            <RespondForm
              status={complaint.status}
              priority={complaint.priority}
              saving={saving}
              onSubmit={async (input) => Boolean(await respond(complaint.id, input))}
            />
          </section>
          {earlier.length > 0 && (
            <ComplaintResponseHistory
              responses={earlier}
              title={earlier.length < complaint.responses.length ? 'Earlier Responses' : 'Response History'}
              className={cardClasses}
            />
          )}
        </div>
        <Sidebar complaint={complaint} />
      </div>
      {confirmDialog}
    </article>
  );
}
