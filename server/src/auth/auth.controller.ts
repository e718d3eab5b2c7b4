import { Body, Controller, HttpCode, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/access.decorators';
import { AuthThrottlerGuard } from '../common/auth/auth-throttler.guard';
import { ImageUpload } from '../uploads/image-upload.interceptor';
import { fromMulter } from '../uploads/incoming-file';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { AuthPayload } from './models/auth-payload.model';

@ApiTags('user')
@Controller('user')
@UseGuards(AuthThrottlerGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(ImageUpload('photo'))
  @ApiCreatedResponse({ type: AuthPayload })
  register(@Body() input: RegisterInput, @UploadedFile() photo?: Express.Multer.File): Promise<AuthPayload> {
    return this.auth.register(input, fromMulter(photo));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthPayload })
  login(@Body() input: LoginInput): Promise<AuthPayload> {
    return this.auth.login(input);
  }
}
