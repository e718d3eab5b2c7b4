import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AttemptThrottleModule } from '../common/throttle/attempt-throttle.module';
import { MailModule } from '../mail';
import { UsersModule } from '../users/users.module';
import { SessionsService } from '../users/sessions.service';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { resolveJwtSecret } from '../common/auth/jwt-secret';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHash } from './password-hash';
import { JWT_ALGORITHM, JWT_SECRET, TOKEN_LIFETIME } from './token';

@Module({
  imports: [
    UsersModule,
    AttemptThrottleModule,
    MailModule,
    JwtModule.registerAsync({
      inject: [JWT_SECRET],
      extraProviders: [{ provide: JWT_SECRET, inject: [APP_CONFIG], useFactory: resolveJwtSecret }],
      useFactory: (secret: string) => ({
        secret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: TOKEN_LIFETIME },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    PasswordHash,
    AuthResolver,
    { provide: JWT_SECRET, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resolveJwtSecret(config) },
    // Registered with passport when made: the global JwtAuthGuard (AppModule) checks every
    // request's token through it.
    {
      provide: JwtStrategy,
      inject: [JWT_SECRET, SessionsService],
      useFactory: (secret: string, sessions: SessionsService) => new JwtStrategy(secret, sessions),
    },
  ],
})
export class AuthModule {}
