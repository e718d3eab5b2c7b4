import {
  auditEntry,
  AuditAction,
  type AuditActor,
  type AuditEntryRecord,
  AuditTargetType,
} from '../common/audit/audit-entry';

interface Moderated {
  _id: unknown;
  title: string;
  rating: number;
  hidden: boolean;
  hiddenReason: string | null;
}

/**
 * The entry of the admin hiding a review, or showing it again (the activity log: common/audit),
 * from what the moderation's conditional update matched. The review is named by its title, or by
 * its stars when it has none.
 */
export const reviewModerated = (by: AuditActor, before: Moderated, reason: string | null): AuditEntryRecord =>
  auditEntry(
    by,
    reason === null ? AuditAction.REVIEW_SHOWN : AuditAction.REVIEW_HIDDEN,
    { type: AuditTargetType.REVIEW, id: String(before._id), label: before.title || `${before.rating}-star review` },
    { hidden: before.hidden ? 'yes' : 'no', reason: before.hidden ? before.hiddenReason : null },
    { hidden: reason === null ? 'no' : 'yes', reason },
  );
