import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { ACTIVITY_JOB } from '../../activity/activity.service';
import { auditEntry, AuditAction, type AuditActor, AuditTargetType } from '../../common/audit/audit-entry';
import { AppError } from '../../common/errors/app-error';
import { ErrorCode } from '../../common/errors/error-code';
import { JobRunner } from '../../jobs/job-runner';
import { ISBN_TAKEN_MESSAGE } from '../book-details';
import type { BookField, SaveOutcome } from '../book-record';
import { BooksRepository } from '../books.repository';
import { BooksService } from '../books.service';
import type { BookInput } from '../dto/book.input';
import {
  ImportAction,
  toImportStatus,
  type BookImportStatus,
  type ImportReport,
  type ImportRow,
} from '../models/book-import.model';
import { checkRow, csvRows, type CsvRow } from './catalogue-csv';
import {
  CatalogueMatch,
  changedFields,
  KNOWN_FIELDS,
  knownBook,
  newBookOf,
  titleAuthorKey,
  type KnownBook,
} from './catalogue-match';
import { ImportLifecycle, type ImportCounts } from './import-lifecycle';
import { ImportState } from './import-states';

/** Rows read, checked and written together; the event loop is free between batches. */
export const IMPORT_BATCH = 500;
/** Rows checked between two turns of the event loop. */
const PLAN_STEP = 50;
/** The most rows a report or an import lists. */
export const MAX_LISTED_ROWS = 1000;
/** The import's one-off job (jobs/job-runner.ts): each run is one file's, started by a request. */
export const IMPORT_JOB = 'catalogue-import';

type Planned =
  | { row: number; action: ImportAction.CREATE; input: BookInput }
  | { row: number; action: ImportAction.UPDATE; input: BookInput; book: KnownBook; changes: BookField[] }
  | { row: number; action: ImportAction.UNCHANGED; input: BookInput }
  | { row: number; action: ImportAction.REFUSE; title: string; isbn: string; messages: string[] };

type PlannedUpdate = Extract<Planned, { action: ImportAction.UPDATE }>;

/** A refused row's messages as one text (a refusal of the import's record, a report line's `message`). */
const refusalText = (messages: readonly string[]) => messages.join('; ');

/** What a row of an import did. */
interface Outcome {
  row: number;
  action: ImportAction;
  message?: string;
  stockKept?: boolean;
}

/** Counts of a run, kept as it goes (the refusals are listed apart). */
type Tally = Omit<ImportCounts, 'refusals'>;

/**
 * Catalogue import from CSV: a dry run that stores nothing, and an import that runs in the
 * background in batches, its progress on a `bookimports` document any instance can read
 * (its states: import-lifecycle.ts). This service plans and counts; the books are written by
 * BooksService, as the form's and the demo catalogue's are.
 *
 * Each row is one single-document write (an insert, or an update by id), so an import stopped
 * at any point (kill -9) leaves every row either imported or not; importing the file again
 * finds the rows already imported (by ISBN, else by title and author), finds nothing to change
 * in them, and completes the rest. Applying a file twice therefore changes nothing the second
 * time. A row's stock follows the edit form's stale-edit rule: it is written only where the row
 * changes it, only if the book has not changed since the dry run read it (`checkedAt`), and with
 * the stock this run read as `expectedStock`; otherwise the book's stock is left as it is and the
 * row says so. Each import's run is a one-off run of the job runner's `catalogue-import` job: the
 * store's shutdown stops it after its batch in progress, and it is then `interrupted`.
 */
@Injectable()
export class CatalogueImportService {
  private readonly logger = new Logger(CatalogueImportService.name);

  constructor(
    private readonly books: BooksService,
    private readonly catalogue: BooksRepository,
    private readonly lifecycle: ImportLifecycle,
    private readonly runner: JobRunner,
  ) {
    runner.define({ name: IMPORT_JOB });
  }

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
  async start(file: Buffer, fileName: string, by: AuditActor, checkedAt?: Date | null): Promise<BookImportStatus> {
    let rows = 0;
    for await (const _row of csvRows(file)) rows++;
    await this.lifecycle.interruptLost();
    const name = fileName.slice(0, 200);
    const job = await this.lifecycle.open({ by: new Types.ObjectId(by._id), fileName: name, rows });
    if (!job)
      throw new AppError(ErrorCode.IMPORT_RUNNING, 'Another import is running. Wait for it to finish, then try again.');
    const since = checkedAt ?? job.createdAt;
    const ended = (state: ImportState, tally: Tally) => this.importEntry(by, job._id, name, state, tally);
    this.runner.launch(
      IMPORT_JOB,
      (signal) => this.run(job._id, file, since, signal, ended),
      `import ${String(job._id)}`,
    );
    return toImportStatus(job);
  }

  async status(id: string): Promise<BookImportStatus> {
    const record = await this.lifecycle.find(id);
    if (!record) throw new AppError(ErrorCode.NOT_FOUND, 'Import not found');
    return toImportStatus(record);
  }

  /**
   * The import itself: batch by batch, its counts written after each. When the store shuts down
   * (`signal`), it stops before its next batch and says it was interrupted.
   */
  private async run(
    id: Types.ObjectId,
    file: Buffer,
    checkedAt: Date,
    signal: AbortSignal,
    ended: (state: ImportState, tally: Tally) => ReturnType<typeof auditEntry>,
  ): Promise<void> {
    const tally = emptyTally();
    const refusals: Array<{ row: number; message: string }> = [];
    try {
      const plan = new Planner(await this.readCatalogue());
      for await (const batch of batches(csvRows(file))) {
        if (signal.aborted) {
          await this.lifecycle.transition(
            id,
            ImportState.RUNNING,
            ImportState.INTERRUPTED,
            { ...tally, refusals, finishedAt: new Date() },
            ended(ImportState.INTERRUPTED, tally),
          );
          this.runner.trigger(ACTIVITY_JOB);
          this.logger.warn(
            `Import ${String(id)} stopped with the store after ${tally.processed} rows: it is interrupted`,
          );
          return;
        }
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
      await this.lifecycle.transition(
        id,
        ImportState.RUNNING,
        ImportState.DONE,
        { ...tally, refusals, finishedAt: new Date() },
        ended(ImportState.DONE, tally),
      );
      this.runner.trigger(ACTIVITY_JOB);
    } catch (error) {
      await this.lifecycle.transition(
        id,
        ImportState.RUNNING,
        ImportState.FAILED,
        {
          ...tally,
          refusals,
          error: 'The import stopped on an error. Import the file again to finish it.',
          finishedAt: new Date(),
        },
        ended(ImportState.FAILED, tally),
      );
      this.runner.trigger(ACTIVITY_JOB);
      throw error;
    }
  }

  /**
   * The import's one activity-log entry, with its counts, written by the move that ends it (the
   * rows' own writes record none). It runs in the background: it asks the relay to run at once.
   */
  private importEntry(by: AuditActor, id: Types.ObjectId, fileName: string, state: ImportState, tally: Tally) {
    const { created, updated, unchanged, refused, stockKept } = tally;
    const target = { type: AuditTargetType.BOOK_IMPORT, id: String(id), label: fileName || 'import' };
    const counts = { status: state, created, updated, unchanged, refused, stockKept };
    return auditEntry(by, AuditAction.BOOKS_IMPORTED, target, {}, counts, { all: true });
  }

  /** Writes one batch through BooksService: the new books in one `saveMany`, then each update by id. */
  private async apply(planned: Planned[], checkedAt: Date): Promise<Outcome[]> {
    const creates = planned.filter((p) => p.action === ImportAction.CREATE);
    const saved = await this.books.saveMany(creates.map((p) => newBookOf(p.input)));
    const created = new Map(creates.map((p, i) => [p.row, createOutcome(p.row, saved[i])]));
    const outcomes: Outcome[] = [];
    for (const p of planned) {
      if (p.action === ImportAction.CREATE) outcomes.push(created.get(p.row)!);
      else if (p.action === ImportAction.UPDATE) outcomes.push({ row: p.row, ...(await this.update(p, checkedAt)) });
      else if (p.action === ImportAction.REFUSE)
        outcomes.push({ row: p.row, action: p.action, message: refusalText(p.messages) });
      else outcomes.push({ row: p.row, action: p.action });
    }
    return outcomes;
  }

  /**
   * One row's update, through `BooksService.updateFields` with the stock this run read as
   * `expectedStock` (the form's stale-edit rule). The row's stock is left out (`stockKept`) when
   * the book changed after the dry run read it (`checkedAt`), or when its stock changed after
   * this run read it (STOCK_CHANGED): the rest of the row is written all the same.
   */
  private async update(planned: PlannedUpdate, checkedAt: Date): Promise<Omit<Outcome, 'row'>> {
    const { book, input } = planned;
    let fields = planned.changes;
    let stockKept = false;
    const keepStock = () => {
      fields = fields.filter((field) => field !== 'stock');
      stockKept = true;
    };
    if (fields.includes('stock') && book.updatedAt > checkedAt) keepStock();
    for (;;) {
      if (fields.length === 0) return { action: ImportAction.UNCHANGED, stockKept };
      const expectedStock = fields.includes('stock') ? book.stock : undefined;
      try {
        await this.books.updateFields(book.id, input, fields, { expectedStock });
        return { action: ImportAction.UPDATE, stockKept };
      } catch (error) {
        const code = error instanceof AppError ? error.code : undefined;
        if (code === ErrorCode.ISBN_TAKEN) return { action: ImportAction.REFUSE, message: ISBN_TAKEN_MESSAGE };
        if (code === ErrorCode.NOT_FOUND)
          return { action: ImportAction.REFUSE, message: 'The book was deleted during the import' };
        if (code !== ErrorCode.STOCK_CHANGED || expectedStock === undefined) throw error;
        keepStock(); // a sale (or another edit) changed the stock after this run read it
      }
    }
  }

  /** Every book, compact, read once per run. */
  private async readCatalogue(): Promise<CatalogueMatch> {
    const match = new CatalogueMatch();
    for await (const record of this.catalogue.cursor<Parameters<typeof knownBook>[0]>(KNOWN_FIELDS, 1000))
      match.add(knownBook(record));
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
      const changes = changedFields(book, input);
      if (changes.length === 0) return { row, action: ImportAction.UNCHANGED, input };
      return { row, action: ImportAction.UPDATE, input, book, changes };
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

/** What saving a new book did to its row. */
function createOutcome(row: number, saved: SaveOutcome): Outcome {
  if (saved.id !== undefined) return { row, action: ImportAction.CREATE };
  const message = saved.refused === 'isbn-taken' ? ISBN_TAKEN_MESSAGE : 'The book could not be stored';
  return { row, action: ImportAction.REFUSE, message };
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
