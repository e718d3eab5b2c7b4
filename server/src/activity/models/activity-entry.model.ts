import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { AuditAction, AuditTargetType } from '../../common/audit/audit-entry';
import { Paginated } from '../../common/pagination/paginated';
import type { ActivityRecord } from '../schemas/activity.schema';

registerEnumType(AuditAction, { name: 'ActivityAction', description: 'An admin action the activity log records' });
registerEnumType(AuditTargetType, { name: 'ActivityTargetType', description: 'What an activity entry is about' });

@ObjectType({ description: 'Who made a change: the account, and its name then' })
export class ActivityActor {
  @ApiProperty({ example: '665f1c2e9b1d4a0012345678' })
  @Field(() => ID)
  id: string;

  @ApiProperty({ example: 'Store Admin' })
  @Field()
  name: string;
}

@ObjectType({ description: 'What a change was made to' })
export class ActivityTarget {
  @ApiProperty({ enum: AuditTargetType, enumName: 'ActivityTargetType' })
  @Field(() => AuditTargetType)
  type: AuditTargetType;

  @ApiProperty({ example: '665f1c2e9b1d4a0012345679', description: 'The id of the book, order, complaint or code' })
  @Field(() => ID)
  id: string;

  @ApiProperty({ example: 'Dune', description: 'What a person recognises it by: a title, an order number, a code' })
  @Field()
  label: string;
}

@ObjectType({ description: 'One field a change changed, as text (null: no value)' })
export class ActivityChange {
  @ApiProperty({ example: 'price' })
  @Field()
  field: string;

  @ApiProperty({ type: String, nullable: true, example: '10.00' })
  @Field(() => String, { nullable: true })
  before: string | null;

  @ApiProperty({ type: String, nullable: true, example: '12.50' })
  @Field(() => String, { nullable: true })
  after: string | null;
}

@ObjectType({ description: "One admin action: who, when, what, and the fields' values before and after" })
export class ActivityEntry {
  @ApiProperty()
  @Field(() => ID)
  id: string;

  @ApiProperty({ type: String, format: 'date-time' })
  @Field(() => GraphQLISODateTime)
  at: Date;

  @ApiProperty({ type: ActivityActor })
  @Field(() => ActivityActor)
  actor: ActivityActor;

  @ApiProperty({ enum: AuditAction, enumName: 'ActivityAction' })
  @Field(() => AuditAction)
  action: AuditAction;

  @ApiProperty({ type: ActivityTarget })
  @Field(() => ActivityTarget)
  target: ActivityTarget;

  @ApiProperty({ type: [ActivityChange] })
  @Field(() => [ActivityChange])
  changes: ActivityChange[];
}

/** A page of the activity log, newest first. */
@ObjectType()
export class ActivityConnection extends Paginated(ActivityEntry) {}

class ActivityEdgeResponse {
  @ApiProperty({ description: 'Opaque; pass it as `after` to continue after this entry' })
  cursor: string;

  @ApiProperty({ type: ActivityEntry })
  node: ActivityEntry;
}

class ActivityPageInfoResponse {
  @ApiProperty()
  hasNextPage: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass it as `after` for the next page; null on an empty page',
  })
  endCursor: string | null;
}

/** REST: the same page as the `activity` query, with the same keys. */
export class ActivityPageResponse {
  @ApiProperty({ type: [ActivityEdgeResponse] })
  edges: ActivityEdgeResponse[];

  @ApiProperty({ type: ActivityPageInfoResponse })
  pageInfo: ActivityPageInfoResponse;

  @ApiProperty({ description: 'How many entries match the filters in all pages together' })
  totalCount: number;
}

export function toActivityEntry(record: ActivityRecord): ActivityEntry {
  return {
    id: String(record._id),
    at: record.at,
    actor: { id: record.actor.id, name: record.actor.name },
    action: record.action,
    target: { type: record.target.type, id: record.target.id, label: record.target.label },
    changes: (record.changes ?? []).map((change) => ({
      field: change.field,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  };
}
