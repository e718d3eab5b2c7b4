import { ArgsType, Field } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsOptional, Matches } from 'class-validator';
import { AuditAction, AuditTargetType } from '../../common/audit/audit-entry';
import { DAY_PATTERN, dayFormatMessage } from '../../common/dates/days';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PaginationArgs } from '../../common/pagination/pagination.args';

const ACTION_MESSAGE = `action must be one of ${Object.values(AuditAction).join(', ')}`;
const TARGET_TYPE_MESSAGE = `targetType must be one of ${Object.values(AuditTargetType).join(', ')}`;
const ID_MESSAGE = (name: string) => `${name} must be a 24-character hexadecimal id`;
const ID = /^[0-9a-fA-F]{24}$/;
const TARGET_ID = /^([0-9a-fA-F]{24}|settings)$/;

/** The admin's activity log: filters (blank means none), a page at a time, newest first. */
@ArgsType()
export class ListActivityArgs extends PaginationArgs {
  @ApiPropertyOptional({ enum: AuditAction, enumName: 'ActivityAction' })
  @Field(() => AuditAction, { nullable: true })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(AuditAction, { message: ACTION_MESSAGE })
  action?: AuditAction | null;

  @ApiPropertyOptional({ description: 'Only what this account did (its id)' })
  @Field(() => String, { nullable: true, description: 'Only what this account did (its id)' })
  @BlankAsUndefined((text) => text.toLowerCase())
  @IsOptional()
  @Matches(ID, { message: ID_MESSAGE('actor') })
  actor?: string | null;

  @ApiPropertyOptional({
    description: 'Only what was done to this book, order, complaint or code (its id), or "settings"',
  })
  @Field(() => String, {
    nullable: true,
    description: 'Only what was done to this book, order, complaint or code (its id), or "settings"',
  })
  @BlankAsUndefined((text) => text.toLowerCase())
  @IsOptional()
  @Matches(TARGET_ID, { message: 'target must be a 24-character hexadecimal id, or settings' })
  target?: string | null;

  @ApiPropertyOptional({ enum: AuditTargetType, enumName: 'ActivityTargetType' })
  @Field(() => AuditTargetType, { nullable: true })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(AuditTargetType, { message: TARGET_TYPE_MESSAGE })
  targetType?: AuditTargetType | null;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'From this day (UTC), YYYY-MM-DD' })
  @Field(() => String, { nullable: true, description: 'From this day (UTC), YYYY-MM-DD' })
  @BlankAsUndefined()
  @IsOptional()
  @Matches(DAY_PATTERN, { message: dayFormatMessage('from') })
  from?: string | null;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Up to this day (UTC), YYYY-MM-DD, included' })
  @Field(() => String, { nullable: true, description: 'Up to this day (UTC), YYYY-MM-DD, included' })
  @BlankAsUndefined()
  @IsOptional()
  @Matches(DAY_PATTERN, { message: dayFormatMessage('to') })
  to?: string | null;
}

/** REST: the same filters from the query string, where `first` arrives as text. */
export class ActivityQuery extends ListActivityArgs {
  @ApiPropertyOptional({ type: 'integer', default: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}` })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value))
  first: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'The endCursor of the previous page; omit for the first page' })
  after?: string | null = undefined;
}
