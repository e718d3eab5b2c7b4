import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { ComplaintPriorityBadge, ComplaintStatusBadge } from '@/components/ComplaintBadges';
import { ComplaintResponseHistory, earlierResponses } from '@/components/ComplaintResponseHistory';
import { ComplaintThread } from '@/components/ComplaintThread';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { PageSpinner } from '@/components/Spinner';
import { orderPath, paths } from '@/config/paths';
import { complaintLabel } from '@/lib/complaint-labels';
import { formatDateTime } from '@/lib/format';
import { shortOrderId } from '@/lib/order-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStoreName } from '@/lib/use-store-settings';
import { useComplaint } from '../hooks/use-complaint';
import { useReplyToComplaint } from '../hooks/use-reply-to-complaint';
import { ReplyForm } from './ReplyForm';

export interface ComplaintDetailsProps {
  id: string;
}

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function BackToComplaints() {
  return (
    <Link to={paths.complaints} className={buttonClasses('secondary', 'md')}>
      <span aria-hidden="true">←</span> Back to All Complaints
    </Link>
  );
}

/** One of the shopper's complaints, with every answer it received and the conversation to reply in. */
export function ComplaintDetails({ id }: ComplaintDetailsProps) {
  const { complaint, loading, notFound } = useComplaint(id);
  const { reply, sending } = useReplyToComplaint();
  const storeName = useStoreName();
  useDocumentTitle(complaint?.title ?? (notFound ? 'Complaint not found' : 'Complaint'));

  if (notFound) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Complaint not found</h1>
        <p className="mt-2 text-slate-600">This complaint does not exist, or it is not one of yours.</p>
        <div className="mt-6">
          <BackToComplaints />
        </div>
      </div>
    );
  }
  if (loading || !complaint) return <PageSpinner label="Loading complaint..." />;

  // The latest response is the Admin Response card: the history lists the ones before it.
  const earlier = earlierResponses(complaint.responses, complaint);
  return (
    <article className="space-y-6">
      <header className="space-y-3">
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{complaint.title}</h1>
        <div className="flex flex-wrap gap-2">
          <ComplaintStatusBadge value={complaint.status} />
          <ComplaintPriorityBadge value={complaint.priority} />
        </div>
        <LiveStatusNote />
      </header>

      <dl className={`${cardClasses} grid gap-4 sm:grid-cols-2`}>
        <div>
          <dt className="text-sm text-slate-500">Type</dt>
          <dd className="font-semibold text-slate-900">{complaintLabel(complaint.type)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Category</dt>
          <dd className="font-semibold text-slate-900">{complaintLabel(complaint.category)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Submitted</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={complaint.createdAt}>{formatDateTime(complaint.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Last updated</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={complaint.updatedAt}>{formatDateTime(complaint.updatedAt)}</time>
          </dd>
        </div>
        {complaint.orderId && (
          <div>
            <dt className="text-sm text-slate-500">Order</dt>
            <dd>
              <Link
                to={orderPath(complaint.orderId)}
                className="rounded font-mono font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                Order #{shortOrderId(complaint.orderId)}
              </Link>
            </dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="complaint-description-heading" className={cardClasses}>
        <h2 id="complaint-description-heading" className="text-lg font-semibold text-slate-900">
          Description
        </h2>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{complaint.description}</p>
      </section>

      {complaint.adminResponse ? (
        <section
          aria-labelledby="complaint-admin-response"
          data-testid="complaint-admin-response"
          className="rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:p-6"
        >
          <h2 id="complaint-admin-response" className="text-lg font-semibold text-blue-900">
            Admin Response
          </h2>
          <p className="mt-2 whitespace-pre-line break-words text-blue-900">{complaint.adminResponse}</p>
          <p className="mt-3 text-sm text-blue-800">
            Responded by {complaint.respondedBy?.name ?? 'the administrator'}
            {complaint.respondedAt && (
              <>
                {' on '}
                <time dateTime={complaint.respondedAt}>{formatDateTime(complaint.respondedAt)}</time>
              </>
            )}
          </p>
        </section>
      ) : (
        <p role="note" className="rounded-2xl border border-yellow-200 bg-yellow-50 p-4 text-yellow-900 sm:p-6">
          Your complaint is being reviewed. We will respond to you soon.
        </p>
      )}

      {earlier.length > 0 && (
        <ComplaintResponseHistory
          responses={earlier}
          title={earlier.length < complaint.responses.length ? 'Earlier Responses' : 'Response History'}
          className={cardClasses}
        />
      )}

      <div className={cardClasses}>
        <ComplaintThread messages={complaint.messages} viewer="USER" storeName={storeName} />
        <ReplyForm answered={!complaint.open} sending={sending} onSend={(message) => reply(complaint.id, message)} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <BackToComplaints />
        <Link to={paths.submitComplaint} className={buttonClasses('primary', 'md')}>
          Submit New Complaint
        </Link>
      </div>
    </article>
  );
}
