import { type AuditEntryRecord, withAudit } from '../../common/audit/audit-entry';
import { type AuditSource, auditSourceOf } from '../../common/audit/audit-source';
import { trusted, Types, type FilterQuery, type Model, type UpdateQuery } from 'mongoose';
import { isDuplicateKey } from '../../common/database/duplicate-key';
import type { BookImport, ImportRefusalRecord } from '../schemas/book-import.schema';
import { canTransition, IMPORT_HEARTBEAT_MS, ImportState } from './import-states';

/**
 * The one conditional update that moves a catalogue import between the states of
 * import-states.ts, and the import records' other reads and writes. Every filter on an import's
 * state is written here; the import service asks this file (docs/architecture.md "Catalogue
 * import and export").
 */

/** What an import's record counts as it runs. */
export interface ImportCounts {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  stockKept: number;
  refusals: ImportRefusalRecord[];
}

/** What a move writes besides the state: the final counts, when it ended, why it failed. */
export type TransitionChanges = Partial<ImportCounts & Pick<BookImport, 'finishedAt' | 'error'>>;

/**
 * The conditional update of a move: the import must still be in `from`, else nothing is written.
 * A move the table does not allow is a mistake in our code, refused before anything is sent.
 * Leaving `running` gives up the one-import-at-a-time lock (`running: 1`).
 */
export function transitionUpdate(
  from: ImportState,
  to: ImportState,
  changes: TransitionChanges = {},
  audit?: AuditEntryRecord,
): { filter: FilterQuery<BookImport>; update: UpdateQuery<BookImport> } {
  if (!canTransition(from, to)) throw new Error(`An import cannot go from ${from} to ${to}`);
  const update: UpdateQuery<BookImport> = {
    $set: { ...changes, status: to },
    ...(from === ImportState.RUNNING ? { $unset: { running: 1 } } : {}),
  };
  return { filter: { status: from }, update: withAudit(update, audit) };
}

export type StoredImport = BookImport & { _id: Types.ObjectId };

/**
 * The import records' writes and reads, for CatalogueImportService (BooksModule provides it with
 * the `bookimports` Model). Each write is one conditional single-document update (or, for the
 * imports whose server stopped, one update of them all), so that two instances never both move
 * one import.
 */
export class ImportLifecycle {
  constructor(private readonly imports: Model<BookImport>) {}

  /** Stores a new import as `running`; null while another one runs (the lock is taken). */
  async open(fields: Pick<BookImport, 'by' | 'fileName' | 'rows'>): Promise<StoredImport | null> {
    try {
      const job = await this.imports.create({ ...fields, status: ImportState.RUNNING, running: 1 });
      return job.toObject<StoredImport>();
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  /** Moves an import from `from` to `to` with `changes`; false when it was not (or no longer) in `from`. */
  async transition(
    id: Types.ObjectId,
    from: ImportState,
    to: ImportState,
    changes?: TransitionChanges,
    audit?: AuditEntryRecord,
  ): Promise<boolean> {
    const { filter, update } = transitionUpdate(from, to, changes, audit);
    return (await this.imports.updateOne({ ...filter, _id: id }, update)).matchedCount > 0;
  }

  /** The activity relay's view of the imports' audit entries (common/audit). */
  auditSource(): AuditSource {
    return auditSourceOf(this.imports.collection);
  }

  /** Running imports whose heartbeat is older than IMPORT_HEARTBEAT_MS lost their server: they are interrupted. */
  async interruptLost(now = Date.now()): Promise<number> {
    const { filter, update } = transitionUpdate(ImportState.RUNNING, ImportState.INTERRUPTED);
    const lost = { ...filter, updatedAt: trusted({ $lt: new Date(now - IMPORT_HEARTBEAT_MS) }) };
    return (await this.imports.updateMany(lost, update)).modifiedCount;
  }

  /**
   * Records the counts so far, while the import runs, and stamps its heartbeat; false when it
   * no longer runs (another import found its heartbeat lost and took its place).
   */
  async progress(id: Types.ObjectId, counts: ImportCounts): Promise<boolean> {
    const running = { _id: id, status: ImportState.RUNNING };
    return (await this.imports.updateOne(running, { $set: counts })).matchedCount > 0;
  }

  find(id: string): Promise<StoredImport | null> {
    return this.imports.findById(id).lean<StoredImport>().exec();
  }
}
