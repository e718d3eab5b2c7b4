import { Injectable } from '@nestjs/common';
import { JobRunner } from './job-runner';
import { JobStatus, toJobStatus } from './models/job-status.model';

/** What the admin reads of the background jobs: every job the runner knows, with its shared document. */
@Injectable()
export class JobsService {
  constructor(private readonly runner: JobRunner) {}

  async list(): Promise<JobStatus[]> {
    const now = Date.now();
    return (await this.runner.states()).map(({ job, state }) => toJobStatus(job, state, now));
  }
}
