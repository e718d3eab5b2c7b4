import { Inject, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FeedToBus } from '../database/feed-to-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule, MailRegistry } from '../mail';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesModule } from '../images/images.module';
import { AccountsChangedElsewhere } from './account-events';
import { accountMails, resetLinks } from './account-mails';
import { Lock, LockSchema } from './schemas/lock.schema';
import { PasswordReset, PasswordResetSchema } from './schemas/password-reset.schema';
import { User, UserSchema } from './schemas/user.schema';
import { ResetNotices } from './reset-notices';
import { UserNotices } from './user-notices';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Lock.name, schema: LockSchema },
      { name: PasswordReset.name, schema: PasswordResetSchema },
    ]),
    ImagesModule,
    MailModule,
  ],
  controllers: [UsersController],
  providers: [UsersService, UsersResolver, UserNotices, ResetNotices],
  exports: [UsersService],
})
export class UsersModule {
  /**
   * The image sweep asks the users which photos they still use; the outbox relays account emails
   * and reset links' emails (whose link this module derives from the JWT secret, see
   * account-mails.ts);
   * other instances' account changes come through the change feed as AccountsChangedElsewhere.
   */
  constructor(
    sweep: ImageSweepService,
    users: UsersService,
    mail: MailRegistry,
    notices: UserNotices,
    resets: ResetNotices,
    feed: FeedToBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    sweep.register('users', users);
    mail.registerSource('accounts', notices);
    mail.registerSource('password-resets', resets);
    mail.registerTemplates(accountMails(resetLinks(config)));
    feed.publishIds({ collection: 'users', event: (ids) => new AccountsChangedElsewhere(ids) });
  }
}
