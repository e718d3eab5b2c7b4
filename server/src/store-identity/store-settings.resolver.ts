import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/auth/access.decorators';
import { StoreSettings } from '../config/store-settings.model';
import { StoreIdentityService } from './store-identity.service';

@Resolver(() => StoreSettings)
export class StoreSettingsResolver {
  constructor(private readonly identity: StoreIdentityService) {}

  @Public()
  @Query(() => StoreSettings, { description: 'Public store settings (REST: GET /api/settings)' })
  storeSettings(): Promise<StoreSettings> {
    return this.identity.publicSettings();
  }
}
