import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/access.decorators';
import { ClientAddress } from '../common/auth/client-address.decorator';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ContactService } from './contact.service';
import { ContactMessageInput } from './dto/contact-message.input';
import { ContactPayload } from './models/contact-payload.model';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a message to the store (the contact page); throttled per address' })
  @ApiOkResponse({ type: ContactPayload })
  @ApiErrors(ErrorCode.RATE_LIMITED, ErrorCode.NOT_FOUND)
  send(@Body() input: ContactMessageInput, @ClientAddress() address: string): Promise<ContactPayload> {
    return this.contact.send(input, address);
  }
}
