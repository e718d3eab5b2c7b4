import { Types } from 'mongoose';

/**
 * The admin's actions the activity log records (docs/api.md, "Activity"). Shoppers' actions are
 * never recorded: only the admin's writes carry an entry.
 */
export enum AuditAction {
  ORDER_STATUS_CHANGED = 'ORDER_STATUS_CHANGED',
  ORDER_CANCELLED = 'ORDER_CANCELLED',
  ORDER_NOTE_ADDED = 'ORDER_NOTE_ADDED',
  BOOK_CREATED = 'BOOK_CREATED',
  BOOK_UPDATED = 'BOOK_UPDATED',
  BOOK_DELETED = 'BOOK_DELETED',
  BOOKS_IMPORTED = 'BOOKS_IMPORTED',
  COMPLAINT_ANSWERED = 'COMPLAINT_ANSWERED',
  SETTINGS_CHANGED = 'SETTINGS_CHANGED',
  DISCOUNT_CODE_CREATED = 'DISCOUNT_CODE_CREATED',
  DISCOUNT_CODE_CHANGED = 'DISCOUNT_CODE_CHANGED',
  DISCOUNT_CODE_DELETED = 'DISCOUNT_CODE_DELETED',
  REVIEW_HIDDEN = 'REVIEW_HIDDEN',
  REVIEW_SHOWN = 'REVIEW_SHOWN',
}

/** What an entry is about. */
export enum AuditTargetType {
  ORDER = 'ORDER',
  BOOK = 'BOOK',
  BOOK_IMPORT = 'BOOK_IMPORT',
  COMPLAINT = 'COMPLAINT',
  SETTINGS = 'SETTINGS',
  DISCOUNT_CODE = 'DISCOUNT_CODE',
  REVIEW = 'REVIEW',
}

/** Who acted: the signed-in account (its name as it was then). */
export interface AuditActor {
  _id: string | Types.ObjectId;
  name: string;
}

export interface AuditTarget {
  type: AuditTargetType;
  id: string;
  /** What a person recognises it by (a title, an order's number, a code). */
  label: string;
}

/** One field changed, as text; null where there was (or is) no value. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** One entry, as the change's own update writes it on its document and as `activity` keeps it. */
export interface AuditEntryRecord {
  _id: Types.ObjectId;
  at: Date;
  actor: { id: string; name: string };
  action: AuditAction;
  target: AuditTarget;
  changes: AuditChange[];
}

/** The longest value kept: a description is truncated with "…"; an entry stays small. */
export const AUDIT_VALUE_MAX = 200;

/** A value as an entry shows it: text, truncated; null for none. */
export function auditText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | number | boolean);
  const points = [...text];
  return points.length > AUDIT_VALUE_MAX ? `${points.slice(0, AUDIT_VALUE_MAX - 1).join('')}…` : text;
}

/** A sum in cents as the wire writes it: "12.50". */
export const auditMoney = (cents: number | null | undefined): string | null =>
  typeof cents === 'number' ? (cents / 100).toFixed(2) : null;

/**
 * An entry for one admin action: the fields of `after` whose text differs from `before` (both
 * given as the wire shows them; keep them to the fields the action writes, never images' bytes).
 * With `all`, every field of `after` is kept even when unchanged (a creation, a deletion's last
 * state).
 */
export function auditEntry(
  actor: AuditActor,
  action: AuditAction,
  target: AuditTarget,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  { at = new Date(), all = false }: { at?: Date; all?: boolean } = {},
): AuditEntryRecord {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changes = fields
    .map((field) => ({ field, before: auditText(before[field]), after: auditText(after[field]) }))
    .filter((change) => all || change.before !== change.after);
  return {
    _id: new Types.ObjectId(),
    at,
    actor: { id: String(actor._id), name: actor.name },
    action,
    target: { ...target, label: auditText(target.label) ?? '' },
    changes,
  };
}

/**
 * The part of a document's update that records `entry` with its change (the notices' way, mail/
 * notices.ts): the entry pushed on `audit`, and `auditDue` set for the activity relay to find the
 * document by (an index on one value). Merged into the update that makes the change, so the change
 * and its entry are stored together or not at all.
 */
export function withAudit<U extends object>(update: U, entry: AuditEntryRecord | undefined): U {
  if (!entry) return update;
  const record = update as Record<string, Record<string, unknown> | undefined>;
  return { ...update, $set: { ...record.$set, auditDue: true }, $push: { ...record.$push, audit: entry } };
}

/**
 * The two fields a collection whose documents carry entries adds to its schema (spread into the
 * class with `@Prop(AUDIT_PROP)` and `@Prop(AUDIT_DUE_PROP)`), never read by the domain's
 * queries (`select: false`), with an index on `auditDue` for the relay (`auditDueIndex`).
 */
export const AUDIT_PROP = { type: [Object], default: undefined, select: false } as const;
export const AUDIT_DUE_PROP = { type: Boolean, select: false } as const;
