import { formatDate, roleLabel } from '@/lib/format';
import type { SessionUser } from '@/lib/session';

export interface ProfileDetailsProps {
  user: SessionUser;
}

/** The read-only facts: role label and member-since date. */
export function ProfileDetails({ user }: ProfileDetailsProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl bg-slate-50 p-4">
        <dt className="text-sm font-medium text-slate-600">Role</dt>
        <dd className="mt-1 font-semibold text-slate-900">{roleLabel(user.role)}</dd>
      </div>
      <div className="rounded-xl bg-slate-50 p-4">
        <dt className="text-sm font-medium text-slate-600">Member since</dt>
        <dd className="mt-1 font-semibold text-slate-900">{formatDate(user.createdAt) || '—'}</dd>
      </div>
    </dl>
  );
}
