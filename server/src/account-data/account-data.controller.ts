import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { accountDataFileName, AccountDataService } from './account-data.service';

@ApiTags('user')
@Controller('user/account')
export class AccountDataController {
  constructor(private readonly data: AccountDataService) {}

  @Get('export')
  @ApiOperation({
    summary:
      'Download my data: the profile, addresses, orders, complaints and wishlist of the signed-in account as one JSON file',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({
    description: 'A JSON file sent as an attachment: { exportedAt, profile, addresses, orders, complaints, wishlist }',
  })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async export(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const document = await this.data.export(user);
    return new StreamableFile(Buffer.from(JSON.stringify(document, null, 2), 'utf8'), {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="${accountDataFileName()}"`,
    });
  }
}
