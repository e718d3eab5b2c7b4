import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEnum, IsOptional, IsString } from 'class-validator';
import { BlankAsUndefined, isBlankFilter } from '../../common/pagination/blank-filter';
import { PaginationArgs } from '../../common/pagination/pagination.args';
import { SafeText } from '../../common/text/text.decorators';
import {
  CATEGORY_MESSAGE,
  ComplaintCategory,
  ComplaintPriority,
  ComplaintStatus,
  ComplaintType,
  PRIORITY_MESSAGE,
  STATUS_MESSAGE,
  TYPE_MESSAGE,
} from '../complaint-enums';

/** An enumeration filter: blank means no filter; anything else must be one of the values exactly. */
const EnumFilter = (values: object, message: string) =>
  applyDecorators(BlankAsUndefined(), IsOptional(), IsEnum(values, { message }));

const OVERDUE_MESSAGE = 'Overdue must be true or false';
/** `?overdue=true|false` over REST, a Boolean in GraphQL; blank means no filter. */
const OverdueFilter = () =>
  applyDecorators(
    Transform(({ value }) => {
      if (isBlankFilter(value)) return undefined;
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      return text === 'true' ? true : text === 'false' ? false : value;
    }),
    IsOptional(),
    IsBoolean({ message: OVERDUE_MESSAGE }),
  );

const SearchFilter = () =>
  applyDecorators(
    IsOptional(),
    SafeText({ field: 'Search', max: 200, directionMarks: true }),
    IsString({ message: 'Search must be text' }),
  );

const SEARCH_DESCRIPTION = "Part of the title, or of the customer's name or email, case-insensitive";

/** The admin's complaint filters over REST (`GET /api/admin/complaints`): every matching complaint. */
export class ComplaintFilters {
  @ApiPropertyOptional({ enum: ComplaintStatus })
  @EnumFilter(ComplaintStatus, STATUS_MESSAGE)
  status?: ComplaintStatus | null;

  @ApiPropertyOptional({ enum: ComplaintType })
  @EnumFilter(ComplaintType, TYPE_MESSAGE)
  type?: ComplaintType | null;

  @ApiPropertyOptional({ enum: ComplaintPriority })
  @EnumFilter(ComplaintPriority, PRIORITY_MESSAGE)
  priority?: ComplaintPriority | null;

  @ApiPropertyOptional({ enum: ComplaintCategory })
  @EnumFilter(ComplaintCategory, CATEGORY_MESSAGE)
  category?: ComplaintCategory | null;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only overdue ones; false: only the others' })
  @OverdueFilter()
  overdue?: boolean | null;

  @ApiPropertyOptional({ description: SEARCH_DESCRIPTION })
  @SearchFilter()
  search?: string | null;
}

/** The admin's complaint list in GraphQL: the same filters, a page at a time, overdue ones first. */
@ArgsType()
export class ListComplaintsArgs extends PaginationArgs {
  @Field(() => ComplaintStatus, { nullable: true })
  @EnumFilter(ComplaintStatus, STATUS_MESSAGE)
  status?: ComplaintStatus | null;

  @Field(() => ComplaintType, { nullable: true })
  @EnumFilter(ComplaintType, TYPE_MESSAGE)
  type?: ComplaintType | null;

  @Field(() => ComplaintPriority, { nullable: true })
  @EnumFilter(ComplaintPriority, PRIORITY_MESSAGE)
  priority?: ComplaintPriority | null;

  @Field(() => ComplaintCategory, { nullable: true })
  @EnumFilter(ComplaintCategory, CATEGORY_MESSAGE)
  category?: ComplaintCategory | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only overdue ones; false: only the others' })
  @OverdueFilter()
  overdue?: boolean | null;

  @Field(() => String, { nullable: true, description: SEARCH_DESCRIPTION })
  @SearchFilter()
  search?: string | null;
}
