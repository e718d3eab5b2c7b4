import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/access.decorators';
import { APP_CONFIG, AppConfig } from './app-config';
import { StoreSettings, storeSettingsOf } from './store-settings.model';

@ApiTags('settings')
@Controller('settings')
export class StoreSettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: StoreSettings })
  settings(): StoreSettings {
    return storeSettingsOf(this.config);
  }
}
