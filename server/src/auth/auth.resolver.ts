import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SkipThrottle } from '@nestjs/throttler';
import { GraphQLUpload, type FileUpload } from 'graphql-upload';
import { Public } from '../common/auth/access.decorators';
import { ClientAddress } from '../common/auth/client-address.decorator';
import { CurrentToken, CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser, BearerToken } from '../common/auth/role';
import { AuthThrottlerGuard } from '../common/throttle/auth-throttler.guard';
import { fromGraphQLUpload } from '../images/incoming-file';
import { AuthService } from './auth.service';
import { ChangePasswordInput } from './dto/change-password.input';
import { DeleteAccountInput } from './dto/delete-account.input';
import { LoginInput } from './dto/login.input';
import { ForgotPasswordInput, ResetPasswordInput, ResetTokenInput } from './dto/password-reset.input';
import { RegisterInput } from './dto/register.input';
import { AccountDeletedPayload } from './models/account-deleted.model';
import { AuthPayload } from './models/auth-payload.model';
import { LogoutPayload } from './models/logout-payload.model';
import { PasswordChangedPayload } from './models/password-changed.model';
import { ForgotPasswordPayload, ResetPasswordPayload, ResetTokenStatus } from './models/password-reset.model';

@Resolver()
@UseGuards(AuthThrottlerGuard)
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => AuthPayload, { description: 'Create an account (REST: POST /api/user/register)' })
  async register(
    @Args('input') input: RegisterInput,
    @Args('photo', { type: () => GraphQLUpload, nullable: true }) photo?: Promise<FileUpload>,
  ): Promise<AuthPayload> {
    return this.auth.register(input, await fromGraphQLUpload(photo));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Sign in (REST: POST /api/user/login)' })
  login(@Args('input') input: LoginInput, @ClientAddress() address: string): Promise<AuthPayload> {
    return this.auth.login(input, address);
  }

  @Public()
  @Mutation(() => ForgotPasswordPayload, {
    description:
      'Email a link to reset the password (valid 30 minutes, once); the same answer whether or not the account exists (REST: POST /api/user/password/forgot)',
  })
  forgotPassword(
    @Args('input') input: ForgotPasswordInput,
    @ClientAddress() address: string,
  ): Promise<ForgotPasswordPayload> {
    return this.auth.forgotPassword(input, address);
  }

  @Public()
  @Mutation(() => ResetPasswordPayload, {
    description:
      "Set a new password with an emailed link's token; signs out every session (REST: POST /api/user/password/reset)",
  })
  resetPassword(@Args('input') input: ResetPasswordInput): Promise<ResetPasswordPayload> {
    return this.auth.resetPassword(input);
  }

  @Public()
  @Query(() => ResetTokenStatus, {
    description:
      "Whether an emailed link's token would reset the password now, without using it; INVALID_RESET_TOKEN if not. Send it in a POST: a GET would put the token in the URL (REST: POST /api/user/password/reset/check)",
  })
  resetTokenStatus(@Args('input') input: ResetTokenInput): Promise<ResetTokenStatus> {
    return this.auth.resetTokenStatus(input);
  }

  @Mutation(() => PasswordChangedPayload, {
    description: 'Change the password; signs out every other session (REST: PUT /api/user/password)',
  })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Args('input') input: ChangePasswordInput,
  ): Promise<PasswordChangedPayload> {
    return this.auth.changePassword(user._id, input);
  }

  @Mutation(() => AccountDeletedPayload, {
    description:
      "Delete the shopper's own account, confirmed with its password; orders and complaints stay (REST: POST /api/user/account/delete)",
  })
  deleteAccount(
    @CurrentUser() user: AuthUser,
    @Args('input') input: DeleteAccountInput,
  ): Promise<AccountDeletedPayload> {
    return this.auth.deleteAccount(user, input);
  }

  @SkipThrottle({ auth: true })
  @Mutation(() => LogoutPayload, {
    description:
      'Sign out: the token this request carries is refused from now on; other devices stay signed in (REST: POST /api/user/logout)',
  })
  logout(@CurrentUser() user: AuthUser, @CurrentToken() token: BearerToken): Promise<LogoutPayload> {
    return this.auth.logout(user._id, token);
  }
}
