import { Query, Resolver, Subscription } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { DashboardChanges } from './dashboard-changes';
import { DashboardService } from './dashboard.service';
import { Dashboard } from './models/dashboard.model';

@Resolver(() => Dashboard)
export class DashboardResolver {
  constructor(
    private readonly dashboards: DashboardService,
    private readonly changes: DashboardChanges,
  ) {}

  @Roles(Role.ADMIN)
  @Query(() => Dashboard, {
    description:
      'The admin dashboard: totals, recent orders, revenue by day, low stock (REST: GET /api/admin/dashboard)',
  })
  dashboard(): Promise<Dashboard> {
    return this.dashboards.dashboard();
  }

  @Roles(Role.ADMIN)
  @Subscription(() => Dashboard, {
    description: "The dashboard's new figures after orders or the catalogue changed (at most one a second)",
    resolve: (dashboard: Dashboard) => dashboard,
  })
  dashboardChanged(): AsyncIterator<Dashboard> {
    return this.changes.watch();
  }
}
