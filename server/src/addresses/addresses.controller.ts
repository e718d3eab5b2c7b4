import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { ADDRESS_MESSAGES } from './addresses.messages';
import { AddressesService } from './addresses.service';
import { AddressInput } from './dto/address.input';
import { AddressesResponse, AddressPayload, DeleteAddressPayload } from './models/address-payloads.model';

const AddressId = () => ObjectIdParam('id', 'address id');

@ApiTags('addresses')
@Controller('user/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOkResponse({ type: AddressesResponse, description: "The signed-in account's addresses, in the order added" })
  async list(@CurrentUser() user: AuthUser): Promise<AddressesResponse> {
    return { addresses: await this.addresses.list(user) };
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: AddressPayload, description: 'The first address added is the default' })
  @ApiErrors(ErrorCode.ADDRESS_LIMIT)
  async add(@CurrentUser() user: AuthUser, @Body() input: AddressInput): Promise<AddressPayload> {
    return { message: ADDRESS_MESSAGES.added, ...(await this.addresses.add(user, input)) };
  }

  @Put(':id')
  @ApiOkResponse({
    type: AddressPayload,
    description: 'Every field is sent again; orders already placed keep their copy',
  })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async update(
    @CurrentUser() user: AuthUser,
    @AddressId() id: string,
    @Body() input: AddressInput,
  ): Promise<AddressPayload> {
    return { message: ADDRESS_MESSAGES.updated, ...(await this.addresses.update(user, id, input)) };
  }

  @Delete(':id')
  @ApiOkResponse({
    type: DeleteAddressPayload,
    description: 'Deleting the default makes the oldest remaining address the default',
  })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async remove(@CurrentUser() user: AuthUser, @AddressId() id: string): Promise<DeleteAddressPayload> {
    return { message: ADDRESS_MESSAGES.deleted, addresses: await this.addresses.remove(user, id) };
  }

  @Put(':id/default')
  @ApiOkResponse({ type: AddressPayload })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async setDefault(@CurrentUser() user: AuthUser, @AddressId() id: string): Promise<AddressPayload> {
    return { message: ADDRESS_MESSAGES.madeDefault, ...(await this.addresses.setDefault(user, id)) };
  }
}
