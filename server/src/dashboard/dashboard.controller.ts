import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { DashboardService } from './dashboard.service';
import { Dashboard } from './models/dashboard.model';

@ApiTags('dashboard')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboards: DashboardService) {}

  @Roles(Role.ADMIN)
  @Get()
  @ApiOkResponse({
    type: Dashboard,
    description: 'Totals, the 5 newest orders, revenue by day for 30 days and the low-stock books',
  })
  dashboard(): Promise<Dashboard> {
    return this.dashboards.dashboard();
  }
}
