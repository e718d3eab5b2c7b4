import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload';
import { Public } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { fromGraphQLUpload } from '../images/incoming-file';
import { EmailPreferencesInput } from './dto/email-preferences.input';
import { UpdateProfileInput } from './dto/update-profile.input';
import { EmailPreferences, EmailPreferencesPayload, ProfilePayload } from './models/user-payloads.model';
import { User } from './models/user.model';
import { EmailPreferencesService } from './email-preferences.service';
import { ProfilesService } from './profiles.service';
import { UsersService } from './users.service';

@Resolver(() => User)
export class UsersResolver {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: ProfilesService,
    private readonly preferences: EmailPreferencesService,
  ) {}

  @Query(() => User, { description: 'The signed-in user (REST: GET /api/user/profile)' })
  me(@CurrentUser() user: AuthUser): Promise<User> {
    return this.profiles.getProfile(user._id);
  }

  @Public()
  @Query(() => Boolean, { description: 'Whether the single admin account exists (REST: GET /api/user/check-admin)' })
  adminExists(): Promise<boolean> {
    return this.users.adminExists();
  }

  @Mutation(() => ProfilePayload, { description: 'Persist name, email and photo (REST: PUT /api/user/profile)' })
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Args('input') input: UpdateProfileInput,
    @Args('photo', { type: () => GraphQLUpload, nullable: true }) photo?: Promise<FileUpload>,
  ): Promise<ProfilePayload> {
    return this.profiles.updateProfile(user._id, input, await fromGraphQLUpload(photo));
  }

  @Query(() => EmailPreferences, {
    description:
      'Which emails the shopper gets besides account emails and order confirmations (REST: GET /api/user/email-preferences)',
  })
  emailPreferences(@CurrentUser() user: AuthUser): Promise<EmailPreferences> {
    return this.preferences.emailPreferences(user._id);
  }

  @Mutation(() => EmailPreferencesPayload, {
    description:
      'Turn order-status and complaint emails on or off; account emails always go (REST: PUT /api/user/email-preferences)',
  })
  updateEmailPreferences(
    @CurrentUser() user: AuthUser,
    @Args('input') input: EmailPreferencesInput,
  ): Promise<EmailPreferencesPayload> {
    return this.preferences.setEmailPreferences(user._id, input);
  }
}
