import { Body, Controller, HttpCode, Post, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../common/auth/access.decorators';
import { AuthThrottlerGuard } from '../common/throttle/auth-throttler.guard';
import { ClientAddress } from '../common/auth/client-address.decorator';
import { CurrentToken, CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser, BearerToken } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ApiMultipart } from '../common/http/api-multipart';
import { ImageUpload } from '../images/image-upload.interceptor';
import { fromMulter } from '../images/incoming-file';
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

@ApiTags('user')
@Controller('user')
@UseGuards(AuthThrottlerGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  @ApiMultipart('photo', 'Optional profile photo: JPEG, PNG, WebP or GIF, at most 5 MB')
  @UseInterceptors(ImageUpload('photo'))
  @ApiCreatedResponse({ type: AuthPayload })
  @ApiErrors(
    ErrorCode.UNSUPPORTED_FILE,
    ErrorCode.ADMIN_ROLE_RESERVED,
    ErrorCode.ADMIN_EXISTS,
    ErrorCode.EMAIL_TAKEN,
    ErrorCode.RATE_LIMITED,
  )
  register(@Body() input: RegisterInput, @UploadedFile() photo?: Express.Multer.File): Promise<AuthPayload> {
    return this.auth.register(input, fromMulter(photo));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthPayload })
  @ApiErrors(ErrorCode.INVALID_CREDENTIALS, ErrorCode.RATE_LIMITED)
  login(@Body() input: LoginInput, @ClientAddress() address: string): Promise<AuthPayload> {
    return this.auth.login(input, address);
  }

  @Public()
  @Post('password/forgot')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Email a link to reset the password (valid 30 minutes, once); the same answer whether or not the account exists',
  })
  @ApiOkResponse({ type: ForgotPasswordPayload })
  @ApiErrors(ErrorCode.RATE_LIMITED, ErrorCode.NOT_FOUND)
  forgotPassword(@Body() input: ForgotPasswordInput, @ClientAddress() address: string): Promise<ForgotPasswordPayload> {
    return this.auth.forgotPassword(input, address);
  }

  @Public()
  @Post('password/reset')
  @HttpCode(200)
  @ApiOperation({ summary: "Set a new password with an emailed link's token; signs out every session" })
  @ApiOkResponse({ type: ResetPasswordPayload })
  @ApiErrors(ErrorCode.INVALID_RESET_TOKEN, ErrorCode.RATE_LIMITED)
  resetPassword(@Body() input: ResetPasswordInput): Promise<ResetPasswordPayload> {
    return this.auth.resetPassword(input);
  }

  @Public()
  @Post('password/reset/check')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Whether an emailed link's token would reset the password now, without using it (the token goes in the body, never the URL)",
  })
  @ApiOkResponse({ type: ResetTokenStatus })
  @ApiErrors(ErrorCode.INVALID_RESET_TOKEN, ErrorCode.RATE_LIMITED)
  resetTokenStatus(@Body() input: ResetTokenInput): Promise<ResetTokenStatus> {
    return this.auth.resetTokenStatus(input);
  }

  @Put('password')
  @HttpCode(200)
  @ApiOkResponse({ type: PasswordChangedPayload })
  @ApiErrors(ErrorCode.INVALID_CREDENTIALS, ErrorCode.NOT_FOUND, ErrorCode.RATE_LIMITED)
  changePassword(@CurrentUser() user: AuthUser, @Body() input: ChangePasswordInput): Promise<PasswordChangedPayload> {
    return this.auth.changePassword(user._id, input);
  }

  @Post('account/delete')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Delete the shopper's own account, confirmed with its password: every token is refused from then on; orders and complaints stay",
  })
  @ApiOkResponse({ type: AccountDeletedPayload })
  @ApiErrors(ErrorCode.INVALID_CREDENTIALS, ErrorCode.ADMIN_NOT_DELETABLE, ErrorCode.NOT_FOUND, ErrorCode.RATE_LIMITED)
  deleteAccount(@CurrentUser() user: AuthUser, @Body() input: DeleteAccountInput): Promise<AccountDeletedPayload> {
    return this.auth.deleteAccount(user, input);
  }

  @Post('logout')
  @HttpCode(200)
  @SkipThrottle({ auth: true })
  @ApiOperation({
    summary: 'Sign out: the token this request carries is refused from now on; other devices stay signed in',
  })
  @ApiOkResponse({ type: LogoutPayload })
  logout(@CurrentUser() user: AuthUser, @CurrentToken() token: BearerToken): Promise<LogoutPayload> {
    return this.auth.logout(user._id, token);
  }
}
