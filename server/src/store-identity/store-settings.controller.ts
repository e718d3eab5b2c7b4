import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/access.decorators';
import { StoreSettings } from '../config/store-settings.model';
import { StoreIdentityService } from './store-identity.service';

@ApiTags('settings')
@Controller('settings')
export class StoreSettingsController {
  constructor(private readonly identity: StoreIdentityService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: StoreSettings })
  settings(): Promise<StoreSettings> {
    return this.identity.publicSettings();
  }
}
