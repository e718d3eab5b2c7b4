import { COMPLAINT_STATUS_TONES, toneClasses } from '@/components/tones';
import type { ComplaintStatusValue } from '@/lib/complaint-labels';

const paths: Record<ComplaintStatusValue, string> = {
  // A clock: waiting for the administrator.
  PENDING: 'M12 7v5l3 2',
  // Arrows going round: being handled.
  IN_PROGRESS: 'M16 8h3V5M8 16H5v3M18.5 8A7 7 0 0 0 6 7.5M5.5 16A7 7 0 0 0 18 16.5',
  // A tick: resolved.
  RESOLVED: 'm8 12 3 3 5-6',
  // A cross: closed.
  CLOSED: 'm9 9 6 6m0-6-6 6',
};

/** The round status icon at the head of a complaint card, in the status's colour (decorative: the status badge says it in words). */
export function ComplaintStatusIcon({ status }: { status: ComplaintStatusValue }) {
  return (
    <span
      aria-hidden="true"
      data-testid="complaint-status-icon"
      data-status={status}
      className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${toneClasses(COMPLAINT_STATUS_TONES[status], 'icon')}`}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className="h-6 w-6"
      >
        {status !== 'IN_PROGRESS' && <circle cx="12" cy="12" r="9" />}
        <path d={paths[status]} />
      </svg>
    </span>
  );
}
