import { Body, Controller, Get, HttpCode, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ApiMultipart } from '../common/http/api-multipart';
import { ImageUpload } from '../images/image-upload.interceptor';
import { fromMulter } from '../images/incoming-file';
import { EmailPreferencesInput } from './dto/email-preferences.input';
import { UpdateProfileInput } from './dto/update-profile.input';
import {
  AdminExistsResponse,
  EmailPreferencesPayload,
  EmailPreferencesResponse,
  ProfilePayload,
  UserResponse,
} from './models/user-payloads.model';
import { EmailPreferencesService } from './email-preferences.service';
import { ProfilesService } from './profiles.service';
import { UsersService } from './users.service';

@ApiTags('user')
@Controller('user')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: ProfilesService,
    private readonly preferences: EmailPreferencesService,
  ) {}

  @Get('profile')
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async profile(@CurrentUser() user: AuthUser): Promise<UserResponse> {
    return { user: await this.profiles.getProfile(user._id) };
  }

  @Put('profile')
  @HttpCode(200)
  @ApiMultipart('photo', 'Optional new profile photo: JPEG, PNG, WebP or GIF, at most 5 MB')
  @UseInterceptors(ImageUpload('photo'))
  @ApiOkResponse({ type: ProfilePayload })
  @ApiErrors(ErrorCode.UNSUPPORTED_FILE, ErrorCode.NOT_FOUND, ErrorCode.EMAIL_TAKEN)
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body() input: UpdateProfileInput,
    @UploadedFile() photo?: Express.Multer.File,
  ): Promise<ProfilePayload> {
    return this.profiles.updateProfile(user._id, input, fromMulter(photo));
  }

  @Get('email-preferences')
  @ApiOperation({ summary: 'Which emails the shopper gets besides account emails and order confirmations' })
  @ApiOkResponse({ type: EmailPreferencesResponse })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async emailPreferences(@CurrentUser() user: AuthUser): Promise<EmailPreferencesResponse> {
    return { preferences: await this.preferences.emailPreferences(user._id) };
  }

  @Put('email-preferences')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn order-status, complaint and back-in-stock emails on or off (account emails always go)',
  })
  @ApiOkResponse({ type: EmailPreferencesPayload })
  @ApiErrors(ErrorCode.NOT_FOUND)
  setEmailPreferences(
    @CurrentUser() user: AuthUser,
    @Body() input: EmailPreferencesInput,
  ): Promise<EmailPreferencesPayload> {
    return this.preferences.setEmailPreferences(user._id, input);
  }

  @Public()
  @Get('check-admin')
  @ApiOkResponse({ type: AdminExistsResponse })
  async checkAdmin(): Promise<AdminExistsResponse> {
    return { adminExists: await this.users.adminExists() };
  }
}
