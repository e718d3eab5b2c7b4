import type { mongo } from 'mongoose';
import type { AuditEntryRecord } from './audit-entry';

/** An entry written with its change and not yet copied into `activity`. */
export interface PendingAudit {
  entry: AuditEntryRecord;
  /** Removes the entry from the document that holds it, once `activity` has it. */
  handed(): Promise<void>;
}

/**
 * A collection whose documents carry audit entries (`audit`, flagged `auditDue`): the activity
 * relay asks each registered source for its pending entries, inserts each into `activity` under
 * its own `_id` (a second copy is refused) and then has the source remove it. A crash in between
 * copies nothing twice, and the next relay finishes.
 */
export interface AuditSource {
  pendingEntries(limit: number): Promise<PendingAudit[]>;
  /** Whether the document `_id` is still there (a deletion's entries are logged once it is gone). */
  holds(id: unknown): Promise<boolean>;
}

interface AuditedDocument {
  _id: unknown;
  audit?: AuditEntryRecord[];
}

/**
 * The source for a collection whose writes use `withAudit`: the module that owns the collection
 * builds it from its own Model's collection and registers it (activity-registry.ts).
 */
export function auditSourceOf(collection: mongo.Collection): AuditSource {
  const unflag = (id: unknown) =>
    collection.updateOne({ _id: id, auditDue: true, 'audit.0': { $exists: false } } as mongo.Filter<mongo.Document>, {
      $unset: { auditDue: '' },
    });
  return {
    async holds(id) {
      // A find by _id, not countDocuments: an aggregation, which the embedded engine answers by reading every document.
      const filter = { _id: id } as mongo.Filter<mongo.Document>;
      return (await collection.findOne(filter, { projection: { _id: 1 } })) !== null;
    },
    async pendingEntries(limit) {
      const documents = (await collection
        .find({ auditDue: true }, { projection: { audit: 1 } })
        .limit(limit)
        .toArray()) as AuditedDocument[];
      const pending: PendingAudit[] = [];
      for (const document of documents) {
        // A crash between the last entry's removal and the flag's leaves the flag alone: it goes now.
        if (!document.audit?.length) await unflag(document._id);
        for (const entry of document.audit ?? [])
          pending.push({
            entry,
            handed: async () => {
              await collection.updateOne(
                { _id: document._id } as mongo.Filter<mongo.Document>,
                {
                  $pull: { audit: { _id: entry._id } },
                } as unknown as mongo.UpdateFilter<mongo.Document>,
              );
              await unflag(document._id);
            },
          });
      }
      return pending;
    },
  };
}
