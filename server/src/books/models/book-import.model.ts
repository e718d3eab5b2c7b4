import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMPORT_HEARTBEAT_MS, IMPORT_STATES, ImportState } from '../csv/import-states';
import type { BookImport as BookImportRecord } from '../schemas/book-import.schema';

export enum ImportAction {
  CREATE = 'CREATE',
  UPDATE = 'UPDATE',
  UNCHANGED = 'UNCHANGED',
  REFUSE = 'REFUSE',
}
registerEnumType(ImportAction, { name: 'ImportAction', description: 'What an import does with a row' });

@ObjectType()
export class ImportRow {
  @ApiProperty({ description: 'The row number in the file; the header is row 1' })
  @Field(() => Int, { description: 'The row number in the file; the header is row 1' })
  row: number;

  @ApiProperty({ enum: ImportAction, enumName: 'ImportAction' })
  @Field(() => ImportAction)
  action: ImportAction;

  @ApiProperty({ description: 'The title as the row gives it (may be "" on a refused row)' })
  @Field()
  title: string;

  @ApiProperty({ description: 'The ISBN-13 the row gives, or ""' })
  @Field()
  isbn: string;

  @ApiProperty({ type: [String], description: 'UPDATE: the fields the row changes (stock, price, …)' })
  @Field(() => [String])
  changes: string[];

  @ApiProperty({
    description:
      'REFUSE: why, in the words of the form: every message of `messages`, joined by "; " ("Title is required; Price is required")',
  })
  @Field({ description: 'REFUSE: why, in the words of the form: every message of `messages`, joined by "; "' })
  message: string;

  @ApiProperty({
    type: [String],
    description: 'REFUSE: every rule the row breaks, one message for each field in error ("Title is required")',
  })
  @Field(() => [String], {
    description: 'REFUSE: every rule the row breaks, one message for each field in error ("Title is required")',
  })
  messages: string[];
}

@ObjectType({ description: 'What an import of a file would do, with nothing stored' })
export class ImportReport {
  @ApiProperty() @Field(() => Int) rows: number;
  @ApiProperty() @Field(() => Int) created: number;
  @ApiProperty() @Field(() => Int) updated: number;
  @ApiProperty() @Field(() => Int) unchanged: number;
  @ApiProperty() @Field(() => Int) refused: number;

  @ApiProperty({
    type: [ImportRow],
    description: 'Every row that would change or is refused, by row number (at most 1,000)',
  })
  @Field(() => [ImportRow])
  lines: ImportRow[];

  @ApiProperty({ description: 'More rows would change or are refused than `lines` lists' })
  @Field()
  truncated: boolean;

  @ApiProperty({ description: 'When the dry run read the catalogue: send it with the import (`checkedAt`)' })
  @Field(() => GraphQLISODateTime)
  checkedAt: Date;
}

@ObjectType()
export class ImportRefusal {
  @ApiProperty() @Field(() => Int) row: number;
  @ApiProperty({ description: 'Every rule the row breaks, joined by "; "' })
  @Field({ description: 'Every rule the row breaks, joined by "; "' })
  message: string;
}

@ObjectType({ description: 'A catalogue import: its progress while it runs, and its result' })
export class BookImportStatus {
  @ApiProperty() @Field(() => ID) id: string;
  @ApiProperty() @Field() fileName: string;

  @ApiProperty({
    enum: IMPORT_STATES,
    description:
      'running; done; failed (an error stopped it); interrupted (its server stopped: import the file again to finish it)',
  })
  @Field(() => String, { description: 'running, done, failed or interrupted (import the file again to finish it)' })
  status: ImportState;

  @ApiProperty() @Field(() => Int) rows: number;
  @ApiProperty({ description: 'Rows handled so far' }) @Field(() => Int) processed: number;
  @ApiProperty() @Field(() => Int) created: number;
  @ApiProperty() @Field(() => Int) updated: number;
  @ApiProperty() @Field(() => Int) unchanged: number;
  @ApiProperty() @Field(() => Int) refused: number;

  @ApiProperty({
    description: "Updated rows whose stock was left as it is: the book's stock changed after the dry run",
  })
  @Field(() => Int)
  stockKept: number;

  @ApiProperty({ type: [ImportRefusal], description: 'The first 1,000 refusals' })
  @Field(() => [ImportRefusal])
  refusals: ImportRefusal[];

  @ApiProperty() @Field() error: string;
  @ApiProperty() @Field(() => GraphQLISODateTime) startedAt: Date;
  @ApiPropertyOptional({ nullable: true, type: Date })
  @Field(() => GraphQLISODateTime, { nullable: true })
  finishedAt: Date | null;
}

@ObjectType()
export class BookImportPayload {
  @ApiProperty() @Field() message: string;
  @ApiProperty({ type: BookImportStatus }) @Field(() => BookImportStatus) import: BookImportStatus;
}

export class BookImportResponse {
  @ApiProperty({ type: BookImportStatus }) import: BookImportStatus;
}

/** The one mapper from a stored import. */
export function toImportStatus(record: BookImportRecord & { _id: unknown }, now = Date.now()): BookImportStatus {
  const lost = record.status === ImportState.RUNNING && now - record.updatedAt.getTime() > IMPORT_HEARTBEAT_MS;
  return {
    id: String(record._id),
    fileName: record.fileName,
    status: lost ? ImportState.INTERRUPTED : record.status,
    rows: record.rows,
    processed: record.processed,
    created: record.created,
    updated: record.updated,
    unchanged: record.unchanged,
    refused: record.refused,
    stockKept: record.stockKept,
    refusals: record.refusals.map(({ row, message }) => ({ row, message })),
    error: record.error,
    startedAt: record.createdAt,
    finishedAt: record.finishedAt ?? null,
  };
}
