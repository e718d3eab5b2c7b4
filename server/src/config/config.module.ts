import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from './app-config';
import { StoreSettingsController } from './store-settings.controller';
import { StoreSettingsResolver } from './store-settings.resolver';

export { APP_CONFIG };

/**
 * Makes the validated AppConfig injectable everywhere as @Inject(APP_CONFIG), and publishes the
 * settings clients need (the store currency, the low-stock threshold) at GET /api/settings and `storeSettings`.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      controllers: [StoreSettingsController],
      providers: [{ provide: APP_CONFIG, useValue: config }, StoreSettingsResolver],
      exports: [APP_CONFIG],
    };
  }
}
