import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FeedToBus } from '../database/feed-to-bus';
import { MailModule } from '../mail/mail.module';
import { OutboxService } from '../mail/outbox.service';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesModule } from '../images/images.module';
import { AccountsChangedElsewhere } from './account-events';
import { LoginThrottleService } from './login-throttle.service';
import { Lock, LockSchema } from './schemas/lock.schema';
import { LoginFailure, LoginFailureSchema } from './schemas/login-failure.schema';
import { User, UserSchema } from './schemas/user.schema';
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
    ]),
    ImagesModule,
    MailModule,
  ],
  controllers: [UsersController],
  providers: [UsersService, UsersResolver, LoginThrottleService, UserNotices],
  exports: [UsersService, LoginThrottleService],
})
export class UsersModule {
  /**
   * The image sweep asks the users which photos they still use; the outbox relays account emails;
   * other instances' account changes come through the change feed as AccountsChangedElsewhere.
   */
  constructor(
    sweep: ImageSweepService,
    users: UsersService,
    outbox: OutboxService,
    notices: UserNotices,
    feed: FeedToBus,
  ) {
    sweep.register('users', users);
    outbox.registerSource('accounts', notices);
    feed.publishIds({ collection: 'users', event: (ids) => new AccountsChangedElsewhere(ids) });
  }
}
