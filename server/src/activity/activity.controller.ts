import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ActivityService } from './activity.service';
import { ActivityQuery } from './dto/list-activity.args';
import { ActivityPageResponse } from './models/activity-entry.model';

@ApiTags('activity')
@Controller('admin/activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Roles(Role.ADMIN)
  @Get()
  @ApiOkResponse({
    type: ActivityPageResponse,
    description: "A page of the admin's actions, newest first: who, when, what, and the values before and after",
  })
  @ApiErrors(ErrorCode.VALIDATION_FAILED)
  list(@Query() query: ActivityQuery): Promise<ActivityPageResponse> {
    return this.activity.list(query);
  }
}
