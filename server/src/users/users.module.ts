import { Inject, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FeedToBus } from '../database/feed-to-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule, MailRegistry } from '../mail';
import { ImageSweepService } from '../images/image-sweep.service';
import { JobRunner } from '../jobs/job-runner';
import { ImagesModule } from '../images/images.module';
import { AccountsChangedElsewhere, PasswordChanged, PasswordResetRequested } from './account-events';
import { accountMails, resetLinks } from './account-mails';
import { CredentialsService } from './credentials.service';
import { EmailPreferencesService } from './email-preferences.service';
import { LocksRepository } from './locks.repository';
import { PasswordResetsRepository } from './password-resets.repository';
import { PasswordResetsService } from './password-resets.service';
import { ProfilesService } from './profiles.service';
import { ResetNotices } from './reset-notices';
import { Lock, LockSchema } from './schemas/lock.schema';
import { PasswordReset, PasswordResetSchema } from './schemas/password-reset.schema';
import { User, UserSchema } from './schemas/user.schema';
import { SessionsService } from './sessions.service';
import { UserNotices } from './user-notices';
import { UsersController } from './users.controller';
import { CustomerAccounts } from './customer-accounts';
import { UsersRepository } from './users.repository';
import { UsersResolver } from './users.resolver';
import { DELETION_REPAIR_AFTER_MS, UsersService } from './users.service';

/** The job that finishes account deletions a crash interrupted (UsersService.finishDeletions). */
export const DELETION_REPAIR_JOB = 'account-deletions';
/** The job that gives accounts stored before name keys theirs (CustomerAccounts.fillNameKeys). */
export const CUSTOMER_KEYS_JOB = 'customer-keys';

/**
 * Accounts, in services of one concern each: UsersService (accounts, one admin), SessionsService
 * (the signed-in session, its cache, logout), CredentialsService (password hashes),
 * PasswordResetsService (reset links), ProfilesService (profile and photo) and
 * EmailPreferencesService (which emails, and to whom). Each collection is read and written by its
 * repository alone.
 */
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
  providers: [
    UsersRepository,
    LocksRepository,
    PasswordResetsRepository,
    SessionsService,
    UsersService,
    CredentialsService,
    PasswordResetsService,
    ProfilesService,
    EmailPreferencesService,
    UsersResolver,
    UserNotices,
    ResetNotices,
    CustomerAccounts,
  ],
  exports: [
    UsersService,
    CustomerAccounts,
    SessionsService,
    CredentialsService,
    PasswordResetsService,
    EmailPreferencesService,
    ProfilesService,
  ],
})
export class UsersModule {
  /**
   * The image sweep asks the profiles which photos they still use; the outbox relays account emails
   * and reset links' emails (whose link this module derives from the JWT secret, see
   * account-mails.ts); other instances' account changes come through the change feed as
   * AccountsChangedElsewhere, which SessionsService listens to. The deletion repair runs as a job, and
   * so does the filling of name keys for accounts stored before them (every hour: none after the first).
   */
  constructor(
    sweep: ImageSweepService,
    profiles: ProfilesService,
    mail: MailRegistry,
    notices: UserNotices,
    resets: ResetNotices,
    feed: FeedToBus,
    runner: JobRunner,
    users: UsersService,
    customers: CustomerAccounts,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    runner.define({
      name: DELETION_REPAIR_JOB,
      everyMs: DELETION_REPAIR_AFTER_MS,
      atStart: 'soon',
      run: async () => {
        await users.finishDeletions();
      },
    });
    runner.define({
      name: CUSTOMER_KEYS_JOB,
      everyMs: 60 * 60_000,
      atStart: 'soon',
      run: async () => {
        await customers.fillNameKeys();
      },
    });
    sweep.register('users', profiles);
    mail.registerSource('accounts', notices, PasswordChanged);
    mail.registerSource('password-resets', resets, PasswordResetRequested);
    mail.registerTemplates(accountMails(resetLinks(config)));
    feed.publishIds({ collection: 'users', event: (ids) => new AccountsChangedElsewhere(ids) });
  }
}
