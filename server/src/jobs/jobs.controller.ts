import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { JobsService } from './jobs.service';
import { JobsResponse } from './models/job-status.model';

@ApiTags('jobs')
@Controller('admin/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Roles(Role.ADMIN)
  @Get()
  @ApiOkResponse({
    type: JobsResponse,
    description: 'Every background job, by name: its schedule, who holds its lease, its last runs and failures',
  })
  async list(): Promise<JobsResponse> {
    return { jobs: await this.jobs.list() };
  }
}
