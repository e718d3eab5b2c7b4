import {
  auditEntry,
  AuditAction,
  type AuditActor,
  type AuditEntryRecord,
  AuditTargetType,
} from '../common/audit/audit-entry';

interface Answered {
  _id: unknown;
  title: string;
  status: string;
  priority: string;
}

/**
 * The entry of the admin's answer (the activity log: common/audit): the answer itself, and the
 * status and priority it changed, from what the answer's conditional update matched.
 */
export const complaintAnswered = (
  by: AuditActor,
  before: Answered,
  after: { status: string; priority: string; response: string },
): AuditEntryRecord =>
  auditEntry(
    by,
    AuditAction.COMPLAINT_ANSWERED,
    { type: AuditTargetType.COMPLAINT, id: String(before._id), label: before.title },
    { status: before.status, priority: before.priority },
    { response: after.response, status: after.status, priority: after.priority },
  );
