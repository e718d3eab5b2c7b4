import { Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { JobsService } from './jobs.service';
import { JobStatus } from './models/job-status.model';

@Resolver(() => JobStatus)
export class JobsResolver {
  constructor(private readonly jobStates: JobsService) {}

  @Roles(Role.ADMIN)
  @Query(() => [JobStatus], {
    description: 'Every background job, by name: its schedule, lease and last runs (REST: GET /api/admin/jobs)',
  })
  jobs(): Promise<JobStatus[]> {
    return this.jobStates.list();
  }
}
