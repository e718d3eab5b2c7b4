import { Global, Module } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ChangeFeed } from '../database/change-feed';
import { JobRunner } from './job-runner';
import { JobsController } from './jobs.controller';
import { JobsResolver } from './jobs.resolver';
import { JobsService } from './jobs.service';
import { JobState, JobStateSchema } from './schemas/job-state.schema';

/**
 * Background work's one home: the `JobRunner` every module defines its jobs with (in its
 * constructor), and the admin's view of them (GET /api/admin/jobs, the `jobs` query). Global, as
 * the EventBus is. The schedules start when the app has started (never in tests, which run jobs
 * themselves), and the store's shutdown waits for the runs in progress.
 */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: JobState.name, schema: JobStateSchema }])],
  controllers: [JobsController],
  providers: [
    {
      provide: JobRunner,
      inject: [getModelToken(JobState.name), APP_CONFIG, ChangeFeed],
      useFactory: (jobs: Model<JobState>, config: AppConfig, feed: ChangeFeed) =>
        new JobRunner(jobs, { scheduled: config.nodeEnv !== 'test', alone: feed.mode === 'single-instance' }),
    },
    JobsService,
    JobsResolver,
  ],
  exports: [JobRunner],
})
export class JobsModule {}
