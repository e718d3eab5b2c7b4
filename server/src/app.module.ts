import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ServeStaticModule } from '@nestjs/serve-static';
import { ThrottlerModule } from '@nestjs/throttler';
import { existsSync } from 'node:fs';
import { AccountDataModule } from './account-data/account-data.module';
import { ActivityModule } from './activity/activity.module';
import { AddressesModule } from './addresses/addresses.module';
import { AuthModule } from './auth/auth.module';
import { BooksModule } from './books/books.module';
import { CartModule } from './cart/cart.module';
import { ComplaintsModule } from './complaints/complaints.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ShelvesModule } from './shelves/shelves.module';
import { ContactModule } from './contact/contact.module';
import { JwtAuthGuard } from './common/auth/jwt-auth.guard';
import { RolesGuard } from './common/auth/roles.guard';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { EventsModule } from './common/events/events.module';
import { graphqlOptions } from './common/graphql/graphql-options';
import { clientCacheHeaders } from './common/http/client-assets';
import { createValidationPipe } from './common/http/validation.pipe';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CLIENT_DIST } from './config/paths';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { LiveModule } from './live/live.module';
import { InvoicesModule } from './invoices/invoices.module';
import { CustomersModule } from './customers/customers.module';
import { OrdersModule } from './orders/orders.module';
import { PricingModule } from './pricing/pricing.module';
import { ReportsModule } from './reports/reports.module';
import { StoreIdentityModule } from './store-identity/store-identity.module';
import { ResolvedDatabase } from './database/resolved-database';
import { ImagesModule } from './images/images.module';
import { JobsModule } from './jobs/jobs.module';
import { UsersModule } from './users/users.module';
import { WishlistModule } from './wishlist/wishlist.module';

export interface AppModuleOptions {
  config: AppConfig;
  database: ResolvedDatabase;
  /** Stop the database server with the app (npm start); tests share one server and keep it. */
  ownsDatabase?: boolean;
  /** Print-schema mode: never connect, and write the schema to this file. */
  schemaFile?: string;
}

/** The whole store. Built by main.ts, by the integration tests and by the schema printer. */
@Module({})
export class AppModule {
  static forRoot({ config, database, ownsDatabase, schemaFile }: AppModuleOptions): DynamicModule {
    const serveClient = !schemaFile && existsSync(CLIENT_DIST);
    return {
      module: AppModule,
      imports: [
        // Reads the controllers' routes (the 405 check, the OpenAPI error responses).
        DiscoveryModule,
        ConfigModule.forRoot(config),
        EventsModule,
        LiveModule,
        DatabaseModule.forRoot(database, { lazy: Boolean(schemaFile), stopOnShutdown: ownsDatabase }),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          ...graphqlOptions(config, schemaFile ?? true),
        }),
        ThrottlerModule.forRoot([{ name: 'auth', ttl: 60_000, limit: config.authRateLimit }]),
        ...(serveClient
          ? [
              ServeStaticModule.forRoot({
                rootPath: CLIENT_DIST,
                exclude: ['/api/{*path}', '/graphql'],
                serveStaticOptions: { setHeaders: clientCacheHeaders },
              }),
            ]
          : []),
        JobsModule,
        ActivityModule,
        ImagesModule,
        StoreIdentityModule,
        UsersModule,
        AddressesModule,
        AuthModule,
        BooksModule,
        CartModule,
        OrdersModule,
        InvoicesModule,
        CustomersModule,
        PricingModule,
        ComplaintsModule,
        AccountDataModule,
        DashboardModule,
        ReportsModule,
        ContactModule,
        WishlistModule,
        ReviewsModule,
        ShelvesModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
