import { Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { DashboardService } from './dashboard.service';
import { Dashboard } from './models/dashboard.model';

@Resolver(() => Dashboard)
export class DashboardResolver {
  constructor(private readonly dashboards: DashboardService) {}

  @Roles(Role.ADMIN)
  @Query(() => Dashboard, {
    description:
      'The admin dashboard: totals, recent orders, revenue by day, low stock (REST: GET /api/admin/dashboard)',
  })
  dashboard(): Promise<Dashboard> {
    return this.dashboards.dashboard();
  }
}
