import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/auth/access.decorators';
import { APP_CONFIG, AppConfig } from './app-config';
import { StoreSettings, storeSettingsOf } from './store-settings.model';

@Resolver(() => StoreSettings)
export class StoreSettingsResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Query(() => StoreSettings, { description: 'Public store settings (REST: GET /api/settings)' })
  storeSettings(): StoreSettings {
    return storeSettingsOf(this.config);
  }
}
