import { Body, Controller, Get, HttpCode, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ImageUpload } from '../uploads/image-upload.interceptor';
import { fromMulter } from '../uploads/incoming-file';
import { UpdateProfileInput } from './dto/update-profile.input';
import { AdminExistsResponse, ProfilePayload, UserResponse } from './models/user-payloads.model';
import { UsersService } from './users.service';

@ApiTags('user')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ApiBearerAuth()
  @Get('profile')
  @ApiOkResponse({ type: UserResponse })
  async profile(@CurrentUser() user: AuthUser): Promise<UserResponse> {
    return { user: await this.users.getProfile(user._id) };
  }

  @ApiBearerAuth()
  @Put('profile')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUpload('photo'))
  @ApiOkResponse({ type: ProfilePayload })
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body() input: UpdateProfileInput,
    @UploadedFile() photo?: Express.Multer.File,
  ): Promise<ProfilePayload> {
    return this.users.updateProfile(user._id, input, fromMulter(photo));
  }

  @Public()
  @Get('check-admin')
  @ApiOkResponse({ type: AdminExistsResponse })
  async checkAdmin(): Promise<AdminExistsResponse> {
    return { adminExists: await this.users.adminExists() };
  }
}
