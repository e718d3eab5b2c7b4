import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module';
import { OutboxService } from '../mail/outbox.service';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesModule } from '../images/images.module';
import { LoginThrottleService } from './login-throttle.service';
import { Lock, LockSchema } from './schemas/lock.schema';
import { LoginFailure, LoginFailureSchema } from './schemas/login-failure.schema';
import { PasswordReset, PasswordResetSchema } from './schemas/password-reset.schema';
import { User, UserSchema } from './schemas/user.schema';
import { ResetNotices } from './reset-notices';
import { SessionsFreshness } from './sessions-freshness';
import { UserNotices } from './user-notices';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Lock.name, schema: LockSchema },
      { name: LoginFailure.name, schema: LoginFailureSchema },
      { name: PasswordReset.name, schema: PasswordResetSchema },
    ]),
    ImagesModule,
    MailModule,
  ],
  controllers: [UsersController],
  providers: [UsersService, UsersResolver, LoginThrottleService, SessionsFreshness, UserNotices, ResetNotices],
  exports: [UsersService, LoginThrottleService],
})
export class UsersModule {
  /** The image sweep asks the users which photos they still use; the outbox relays account and reset emails. */
  constructor(
    sweep: ImageSweepService,
    users: UsersService,
    outbox: OutboxService,
    notices: UserNotices,
    resets: ResetNotices,
  ) {
    sweep.register('users', users);
    outbox.registerSource('accounts', notices);
    outbox.registerSource('password-resets', resets);
  }
}
