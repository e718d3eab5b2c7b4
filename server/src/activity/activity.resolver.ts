import { Args, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { ActivityService } from './activity.service';
import { ListActivityArgs } from './dto/list-activity.args';
import { ActivityConnection, ActivityEntry } from './models/activity-entry.model';

@Resolver(() => ActivityEntry)
export class ActivityResolver {
  constructor(private readonly log: ActivityService) {}

  @Roles(Role.ADMIN)
  @Query(() => ActivityConnection, {
    description: "A page of the admin's actions, newest first, with filters (REST: GET /api/admin/activity)",
  })
  activity(@Args() args: ListActivityArgs): Promise<ActivityConnection> {
    return this.log.list(args);
  }
}
