import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One background job's document (jobs/job-runner.ts): its lease, its schedule and what its runs
 * did, shared by every instance. `_id` is the job's name. A run starts with one conditional
 * update that takes the lease (`leaseUntil` in the past → this instance until now + the lease),
 * and its end writes the outcome and gives the lease back in one update conditional on holding it.
 */
@Schema({ collection: 'jobs', versionKey: false })
export class JobState {
  @Prop({ type: String, required: true })
  _id: string;

  /** The schedule as the runner was told it (milliseconds between starts); absent: on request only. */
  @Prop()
  everyMs?: number;

  /** The instance running the job (host:pid:random), while its lease lasts. */
  @Prop()
  holder?: string;

  /** The lease ends then: renewed while the run lasts, the epoch when nobody holds it. */
  @Prop({ required: true })
  leaseUntil: Date;

  /** The next scheduled run (or retry after a failure); absent when nothing is scheduled. */
  @Prop()
  nextRunAt?: Date;

  @Prop()
  lastStartedAt?: Date;

  @Prop()
  lastFinishedAt?: Date;

  @Prop()
  lastFailedAt?: Date;

  /** The last failure's message (kept after later successes; `failures` says whether it is current). */
  @Prop()
  lastError?: string;

  /** Failed runs in a row: 0 after a success. */
  @Prop({ required: true, default: 0 })
  failures: number;
}

export const JobStateSchema = SchemaFactory.createForClass(JobState);
