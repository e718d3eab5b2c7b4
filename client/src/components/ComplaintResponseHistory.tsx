import { formatDateTime } from '@/lib/format';
import type { ComplaintPriorityValue, ComplaintStatusValue } from '@/lib/complaint-labels';
import { ComplaintPriorityBadge, ComplaintStatusBadge } from './ComplaintBadges';

/** One kept response of the administrator, as the ComplaintFields fragment selects it. */
export interface ComplaintResponseEntry {
  message: string;
  respondedBy: { name: string };
  respondedAt: string;
  status: ComplaintStatusValue;
  priority: ComplaintPriorityValue;
}

export interface ComplaintResponseHistoryProps {
  /** Newest first, as the server sends them. */
  responses: readonly ComplaintResponseEntry[];
  /** 'Earlier Responses' when the page shows the latest one on its own (see `earlierResponses`). */
  title?: string;
  className?: string;
}

/**
 * The responses before the latest one, which a complaint's page shows on its own (its text,
 * author and time: `adminResponse`, `respondedAt`), so that no response is shown twice. All of
 * them when the complaint has no latest response to show.
 */
export function earlierResponses<T extends { respondedAt: string }>(
  responses: readonly T[],
  latest: { adminResponse?: string | null; respondedAt?: string | null },
): readonly T[] {
  if (!latest.adminResponse || responses[0]?.respondedAt !== latest.respondedAt) return responses;
  return responses.slice(1);
}

/** Responses a complaint received, newest first, each with its author, time, and the status and priority it set. */
export function ComplaintResponseHistory({
  responses,
  title = 'Response History',
  className = '',
}: ComplaintResponseHistoryProps) {
  return (
    <section aria-labelledby="complaint-response-history" className={className}>
      <h2 id="complaint-response-history" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {responses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No responses yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {responses.map((response, index) => (
            <li
              key={`${response.respondedAt}-${index}`}
              data-testid="complaint-response"
              className="rounded-xl border border-slate-200 bg-slate-50 p-4"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <span className="font-semibold text-slate-900">{response.respondedBy.name}</span>
                <time dateTime={response.respondedAt}>{formatDateTime(response.respondedAt)}</time>
                <ComplaintStatusBadge value={response.status} />
                <ComplaintPriorityBadge value={response.priority} />
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-slate-800">{response.message}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
