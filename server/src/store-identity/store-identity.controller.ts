import { Body, Controller, Delete, Get, HttpCode, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, type ApiBodyOptions, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ImageUpload } from '../images/image-upload.interceptor';
import { fromMulter } from '../images/incoming-file';
import { StoreIdentityInput } from './dto/store-identity.input';
import { StoreIdentityPayload, StoreIdentityResponse } from './models/store-identity.model';
import { STORE_IDENTITY_MESSAGES } from './store-identity.messages';
import { StoreIdentityService } from './store-identity.service';

/** The logo's form: one file, nothing else (a file alone has no JSON alternative). */
const LOGO_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['logo'],
    properties: {
      logo: { type: 'string', format: 'binary', description: 'The logo: JPEG, PNG, WebP or GIF, at most 5 MB' },
    },
  },
};

/** The shop's identity in the admin's Settings: name, contact details, links, About text, logo. */
@ApiTags('settings')
@Roles(Role.ADMIN)
@Controller('admin/settings/identity')
export class StoreIdentityController {
  constructor(private readonly identity: StoreIdentityService) {}

  @Get()
  @ApiOkResponse({
    type: StoreIdentityResponse,
    description: 'The identity as saved (the first values before any save)',
  })
  async read(): Promise<StoreIdentityResponse> {
    return { identity: await this.identity.read() };
  }

  @Put()
  @ApiOkResponse({
    type: StoreIdentityPayload,
    description: 'Every field is sent again; an optional one left out, null or blank is none',
  })
  async update(@Body() input: StoreIdentityInput): Promise<StoreIdentityPayload> {
    return { message: STORE_IDENTITY_MESSAGES.updated, identity: await this.identity.update(input) };
  }

  @Put('logo')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody(LOGO_BODY)
  @UseInterceptors(ImageUpload('logo'))
  @ApiOkResponse({ type: StoreIdentityPayload, description: 'The new logo replaces the old one, which is deleted' })
  @ApiErrors(ErrorCode.VALIDATION_FAILED, ErrorCode.UNSUPPORTED_FILE, ErrorCode.FILE_TOO_LARGE)
  async setLogo(@UploadedFile() logo?: Express.Multer.File): Promise<StoreIdentityPayload> {
    return { message: STORE_IDENTITY_MESSAGES.logoUpdated, identity: await this.identity.setLogo(fromMulter(logo)) };
  }

  @Delete('logo')
  @ApiOkResponse({ type: StoreIdentityPayload, description: 'The name stands alone again' })
  async removeLogo(): Promise<StoreIdentityPayload> {
    return { message: STORE_IDENTITY_MESSAGES.logoRemoved, identity: await this.identity.removeLogo() };
  }
}
