import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from './app-config';

export { APP_CONFIG };

/**
 * Makes the validated AppConfig injectable everywhere as @Inject(APP_CONFIG). The settings clients
 * need (GET /api/settings, `storeSettings`) are published by the store-identity module.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
