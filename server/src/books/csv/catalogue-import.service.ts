import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { AppError } from '../../common/errors/app-error';
import { ErrorCode } from '../../common/errors/error-code';
import { EventBus } from '../../common/events/event-bus';
import { BooksSaved } from '../book-events';
import { ISBN_TAKEN_MESSAGE, isIsbnConflict } from '../book-details';
import { storedBook } from '../book-record';
import { CATALOGUE_FIELDS, type CatalogueRecord } from '../catalogue-index';
import type { BookInput } from '../dto/book.input';
import {
  ImportAction,
  toImportStatus,
  type BookImportStatus,
  type ImportReport,
  type ImportRow,
} from '../models/book-import.model';
import { Book as BookRecord } from '../schemas/book.schema';
import { checkRow, csvRows, type CsvRow } from './catalogue-csv';
import {
  CatalogueMatch,
  importChanges,
  KNOWN_FIELDS,
  knownBook,
  newBookOf,
  titleAuthorKey,
  type KnownBook,
} from './catalogue-match';
import { ImportLifecycle, ImportState } from './import-lifecycle';

/** Rows read, checked and written together; the event loop is free between batches. */
export const IMPORT_BATCH = 500;
/** Rows checked between two turns of the event loop. */
const PLAN_STEP = 50;
/** The most rows a report or an import lists. */
export const MAX_LISTED_ROWS = 1000;

type Planned =
  | { row: number; action: ImportAction.CREATE; input: BookInput }
  | {
      row: number;
      action: ImportAction.UPDATE;
      input: BookInput;
      book: KnownBook;
      set: Record<string, unknown>;
      changes: string[];
    }
  | { row: number; action: ImportAction.UNCHANGED; input: BookInput }
  | { row: number; action: ImportAction.REFUSE; title: string; isbn: string; messages: string[] };

/** A refused row's messages as one text (a refusal of the import's record, a report line's `message`). */
const refusalText = (messages: readonly string[]) => messages.join('; ');

/** Counts of a run, kept as it goes. */
interface Tally {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  stockKept: number;
}

/**
 * Catalogue import from CSV: a dry run that stores nothing, and an import that runs in the
 * background in batches, its progress on a `bookimports` document any instance can read (its
 * states: import-lifecycle.ts).
 *
 * Each row is one single-document write (an insert, or an update by id), so an import stopped
 * at any point (kill -9) leaves every row either imported or not; importing the file again
 * finds the rows already imported (by ISBN, else by title and author), finds nothing to change
 * in them, and completes the rest. Applying a file twice therefore changes nothing the second
 * time. A row's stock follows the edit form's stale-edit rule: it is written only where the row
 * changes it, and only if the book's stock is still what it was when the dry run read it
 * (`checkedAt`), else the book's stock is left as it is and the row says so.
 */
@Injectable()
export class CatalogueImportService {
  private readonly logger = new Logger(CatalogueImportService.name);

  constructor(
    @InjectModel(BookRecord.name) private readonly books: Model<BookRecord>,
    private readonly lifecycle: ImportLifecycle,
    private readonly events: EventBus,
  ) {}

  /** What importing this file would do, with nothing stored. */
  async dryRun(file: Buffer): Promise<ImportReport> {
    const checkedAt = new Date();
    const match = await this.readCatalogue();
    const plan = new Planner(match);
    const tally = emptyTally();
    const lines: ImportRow[] = [];
    let listed = 0;
    for await (const batch of batches(csvRows(file))) {
      for (const planned of await plan.batch(batch)) {
        count(tally, planned.action);
        if (planned.action === ImportAction.UNCHANGED) continue;
        listed++;
        if (lines.length < MAX_LISTED_ROWS) lines.push(reportRow(planned));
      }
      await yieldToOthers();
    }
    const { processed: rows, created, updated, unchanged, refused } = tally;
    return { rows, created, updated, unchanged, refused, lines, truncated: listed > lines.length, checkedAt };
  }

  /**
   * Starts importing a file and returns at once with its progress record; the rows are written
   * in the background. The file is read through once first: a file refused whole (not CSV,
   * unknown columns, too many rows) is refused here with 400 and nothing changes. One import
   * runs at a time (409 IMPORT_RUNNING); one whose server stopped is let go after a minute.
   */
  async start(file: Buffer, fileName: string, by: string, checkedAt?: Date | null): Promise<BookImportStatus> {
    let rows = 0;
    for await (const _row of csvRows(file)) rows++;
    await this.lifecycle.interruptLost();
    const job = await this.lifecycle.open({ by: new Types.ObjectId(by), fileName: fileName.slice(0, 200), rows });
    if (!job)
      throw new AppError(ErrorCode.IMPORT_RUNNING, 'Another import is running. Wait for it to finish, then try again.');
    const since = checkedAt ?? job.createdAt;
    void this.run(job._id, file, since).catch((error: unknown) =>
      this.logger.error(`Import ${String(job._id)} failed`, error as Error),
    );
    return toImportStatus(job);
  }

  async status(id: string): Promise<BookImportStatus> {
    const record = await this.lifecycle.find(id);
    if (!record) throw new AppError(ErrorCode.NOT_FOUND, 'Import not found');
    return toImportStatus(record);
  }

  /** The import itself: batch by batch, its counts written after each. */
  private async run(id: Types.ObjectId, file: Buffer, checkedAt: Date): Promise<void> {
    const tally = emptyTally();
    const refusals: Array<{ row: number; message: string }> = [];
    try {
      const plan = new Planner(await this.readCatalogue());
      for await (const batch of batches(csvRows(file))) {
        const outcomes = await this.apply(await plan.batch(batch), checkedAt);
        for (const outcome of outcomes) {
          count(tally, outcome.action);
          if (outcome.stockKept) tally.stockKept++;
          if (outcome.action === ImportAction.REFUSE && refusals.length < MAX_LISTED_ROWS)
            refusals.push({ row: outcome.row, message: outcome.message! });
        }
        if (!(await this.lifecycle.progress(id, { ...tally, refusals }))) {
          this.logger.warn(`Import ${String(id)} lost its place (its heartbeat was found lost): it stops here`);
          return;
        }
        await yieldToOthers();
      }
      await this.lifecycle.transition(id, ImportState.RUNNING, ImportState.DONE, {
        ...tally,
        refusals,
        finishedAt: new Date(),
      });
    } catch (error) {
      await this.lifecycle.transition(id, ImportState.RUNNING, ImportState.FAILED, {
        ...tally,
        refusals,
        error: 'The import stopped on an error. Import the file again to finish it.',
        finishedAt: new Date(),
      });
      throw error;
    }
  }

  /** Writes one batch: the new books in one insert (each document on its own), each update by id. */
  private async apply(
    planned: Planned[],
    checkedAt: Date,
  ): Promise<Array<{ row: number; action: ImportAction; message?: string; stockKept?: boolean }>> {
    const startedAt = performance.now();
    const outcomes = new Map<number, { row: number; action: ImportAction; message?: string; stockKept?: boolean }>();
    const saved: CatalogueRecord[] = [];

    const creates = planned.filter((p) => p.action === ImportAction.CREATE);
    if (creates.length) {
      const now = new Date();
      const docs = creates.map((p) => storedBook({ ...newBookOf(p.input), image: '' }, now));
      let inserted: Array<{ toObject(): unknown }> = [];
      try {
        inserted = await this.books.insertMany(docs, { ordered: false });
      } catch (error) {
        const { insertedDocs, writeErrors } = error as {
          insertedDocs?: typeof inserted;
          writeErrors?: Array<{ index: number; err?: unknown; code?: number; errmsg?: string }>;
        };
        if (!insertedDocs || !writeErrors) throw error;
        inserted = insertedDocs;
        for (const writeError of writeErrors) {
          const { row } = creates[writeError.index];
          const taken = isIsbnConflict({ code: writeError.code ?? 11000, message: writeError.errmsg ?? '' });
          outcomes.set(row, {
            row,
            action: ImportAction.REFUSE,
            message: taken ? ISBN_TAKEN_MESSAGE : 'The book could not be stored',
          });
        }
      }
      saved.push(...inserted.map((doc) => doc.toObject() as CatalogueRecord));
      for (const p of creates)
        if (!outcomes.has(p.row)) outcomes.set(p.row, { row: p.row, action: ImportAction.CREATE });
    }

    for (const p of planned) {
      if (p.action === ImportAction.UNCHANGED || p.action === ImportAction.REFUSE) {
        outcomes.set(p.row, {
          row: p.row,
          action: p.action,
          message: p.action === ImportAction.REFUSE ? refusalText(p.messages) : undefined,
        });
      } else if (p.action === ImportAction.UPDATE) {
        const outcome = await this.update(p.book, p.set, checkedAt);
        if (outcome.record) saved.push(outcome.record);
        outcomes.set(p.row, { row: p.row, ...outcome });
      }
    }
    if (saved.length) await this.events.publish(new BooksSaved(saved, startedAt));
    return planned.map((p) => outcomes.get(p.row)!);
  }

  /**
   * One update by id. A stock change is written only if the book's stock has not changed since
   * the dry run read it (`checkedAt`) nor since this run read it (the update's filter); otherwise
   * the rest of the row is written and the stock is left as it is.
   */
  private async update(
    book: KnownBook,
    set: Record<string, unknown>,
    checkedAt: Date,
  ): Promise<{ action: ImportAction; message?: string; stockKept?: boolean; record?: CatalogueRecord }> {
    let changes = set;
    let stockKept = false;
    const keepStock = () => {
      const { stock: _stock, ...rest } = changes;
      changes = rest;
      stockKept = true;
    };
    if ('stock' in changes && book.updatedAt > checkedAt) keepStock();
    for (let attempt = 0; attempt < 2; attempt++) {
      if (Object.keys(changes).length === 0) return { action: ImportAction.UNCHANGED, stockKept };
      const guard = 'stock' in changes ? { stock: book.stock } : {};
      try {
        const record = await this.books
          .findOneAndUpdate(
            { _id: book.id, ...guard },
            { $set: changes },
            { new: true, runValidators: true, projection: CATALOGUE_FIELDS },
          )
          .lean<CatalogueRecord>();
        if (record) return { action: ImportAction.UPDATE, stockKept, record };
      } catch (error) {
        if (isIsbnConflict(error)) return { action: ImportAction.REFUSE, message: ISBN_TAKEN_MESSAGE };
        throw error;
      }
      if (!('stock' in changes)) break;
      keepStock(); // a sale (or another edit) changed the stock meanwhile
    }
    return { action: ImportAction.REFUSE, message: 'The book was deleted during the import' };
  }

  /** Every book, compact, read once per run. */
  private async readCatalogue(): Promise<CatalogueMatch> {
    const match = new CatalogueMatch();
    const cursor = this.books.find({}, KNOWN_FIELDS).lean().cursor({ batchSize: 1000 });
    for await (const record of cursor) match.add(knownBook(record));
    return match;
  }
}

/**
 * Decides each row against the catalogue read at the start: create, update, unchanged or refuse.
 * Remembers the rows it has seen, so that a book named twice in one file is refused the second
 * time, naming the first row.
 */
class Planner {
  private readonly seen = new Map<string, number>();

  constructor(private readonly match: CatalogueMatch) {}

  /** A batch's rows, checked a few at a time with the event loop free in between (checking is synchronous work). */
  async batch(batch: CsvRow[]): Promise<Planned[]> {
    const planned: Planned[] = [];
    for (let i = 0; i < batch.length; i += PLAN_STEP) {
      planned.push(...this.rows(batch.slice(i, i + PLAN_STEP)));
      await yieldToOthers();
    }
    return planned;
  }

  rows(batch: CsvRow[]): Planned[] {
    return batch.map(({ row, cells }) => {
      const checked = checkRow(cells);
      const refuse = (...messages: string[]): Planned => ({
        row,
        action: ImportAction.REFUSE,
        title: (cells.title ?? '').trim().slice(0, 200),
        isbn: 'input' in checked ? (checked.input.isbn ?? '') : '',
        messages,
      });
      if ('messages' in checked) return refuse(...checked.messages);
      const { input } = checked;
      const key = input.isbn ? `isbn:${input.isbn}` : titleAuthorKey(input.title, input.author);
      const earlier = this.seen.get(key);
      if (earlier !== undefined)
        return refuse(input.isbn ? `Row ${earlier} has the same ISBN` : `Row ${earlier} has the same title and author`);
      this.seen.set(key, row);
      const book = this.match.find(input);
      if (book === 'ambiguous') return refuse('Several books have this title and author: add the ISBN to say which');
      if (!book) return { row, action: ImportAction.CREATE, input };
      const { set, changes } = importChanges(book, input);
      if (changes.length === 0) return { row, action: ImportAction.UNCHANGED, input };
      return { row, action: ImportAction.UPDATE, input, book, set, changes };
    });
  }
}

async function* batches(rows: AsyncIterable<CsvRow>): AsyncGenerator<CsvRow[]> {
  let batch: CsvRow[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === IMPORT_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

const emptyTally = (): Tally => ({ processed: 0, created: 0, updated: 0, unchanged: 0, refused: 0, stockKept: 0 });

function count(tally: Tally, action: ImportAction): void {
  tally.processed++;
  if (action === ImportAction.CREATE) tally.created++;
  else if (action === ImportAction.UPDATE) tally.updated++;
  else if (action === ImportAction.UNCHANGED) tally.unchanged++;
  else tally.refused++;
}

function reportRow(planned: Planned): ImportRow {
  if (planned.action === ImportAction.REFUSE) {
    const { row, action, title, isbn, messages } = planned;
    return { row, action, title, isbn, changes: [], message: refusalText(messages), messages };
  }
  const { row, action, input } = planned;
  const changes = planned.action === ImportAction.UPDATE ? planned.changes : [];
  return { row, action, title: input.title, isbn: input.isbn ?? '', changes, message: '', messages: [] };
}
