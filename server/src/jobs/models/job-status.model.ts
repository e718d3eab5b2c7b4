import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { JobDefinition } from '../job-runner';
import type { JobState } from '../schemas/job-state.schema';

@ObjectType({ description: 'A background job as every instance sees it: its schedule, its lease and its last runs' })
export class JobStatus {
  @ApiProperty({ example: 'order-repair' })
  @Field()
  name: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Milliseconds from one start to the next; null: run on request only',
  })
  @Field(() => Int, {
    nullable: true,
    description: 'Milliseconds from one start to the next; null: run on request only',
  })
  everyMs: number | null;

  @ApiProperty({ description: 'An instance holds the lease: the job is running' })
  @Field({ description: 'An instance holds the lease: the job is running' })
  running: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The instance holding the lease (host:pid:id), or null',
  })
  @Field(() => String, { nullable: true, description: 'The instance holding the lease (host:pid:id), or null' })
  holder: string | null;

  @ApiPropertyOptional({ type: Date, nullable: true, description: 'When the lease ends unless renewed, or null' })
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lease ends unless renewed, or null' })
  leaseUntil: Date | null;

  @ApiPropertyOptional({ type: Date, nullable: true, description: 'The next scheduled run or retry, or null' })
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The next scheduled run or retry, or null' })
  nextRunAt: Date | null;

  @ApiPropertyOptional({ type: Date, nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  lastStartedAt: Date | null;

  @ApiPropertyOptional({ type: Date, nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  lastFinishedAt: Date | null;

  @ApiPropertyOptional({ type: Date, nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  lastFailedAt: Date | null;

  @ApiProperty({ description: 'The last failure\'s message ("" when it never failed); current while `failures` > 0' })
  @Field({ description: 'The last failure\'s message ("" when it never failed); current while `failures` > 0' })
  lastError: string;

  @ApiProperty({ type: 'integer', description: 'Failed runs in a row (0 after a success)' })
  @Field(() => Int, { description: 'Failed runs in a row (0 after a success)' })
  failures: number;
}

export class JobsResponse {
  @ApiProperty({ type: [JobStatus] }) jobs: JobStatus[];
}

/** The one mapper from a job and its stored document (null: it never ran). */
export function toJobStatus(job: JobDefinition, state: JobState | null, now = Date.now()): JobStatus {
  const held = Boolean(state?.holder && state.leaseUntil.getTime() > now);
  return {
    name: job.name,
    everyMs: job.everyMs ?? null,
    running: held,
    holder: held ? state!.holder! : null,
    leaseUntil: held ? state!.leaseUntil : null,
    nextRunAt: state?.nextRunAt ?? null,
    lastStartedAt: state?.lastStartedAt ?? null,
    lastFinishedAt: state?.lastFinishedAt ?? null,
    lastFailedAt: state?.lastFailedAt ?? null,
    lastError: state?.lastError ?? '',
    failures: state?.failures ?? 0,
  };
}
