import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { DiscountCodeInput } from './dto/discount-code.input';
import { DeleteDiscountCodePayload, DiscountCodePayload, DiscountCodesResponse } from './models/discount-code.model';
import { DiscountCodesService } from './discount-codes.service';
import { PRICING_MESSAGES } from './pricing.messages';

const CodeId = () => ObjectIdParam('id', 'discount code id');

@ApiTags('pricing')
@Roles(Role.ADMIN)
@Controller('admin/discount-codes')
export class DiscountCodesController {
  constructor(private readonly codes: DiscountCodesService) {}

  @Get()
  @ApiOkResponse({
    type: DiscountCodesResponse,
    description: 'Every code, newest first, with its uses and the discount given',
  })
  async list(): Promise<DiscountCodesResponse> {
    return { discountCodes: await this.codes.list() };
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: DiscountCodePayload })
  @ApiErrors(ErrorCode.DISCOUNT_CODE_TAKEN)
  async add(@CurrentUser() admin: AuthUser, @Body() input: DiscountCodeInput): Promise<DiscountCodePayload> {
    return { message: PRICING_MESSAGES.codeAdded, discountCode: await this.codes.add(input, admin) };
  }

  @Put(':id')
  @ApiOkResponse({ type: DiscountCodePayload, description: 'Every field is sent again; enabled: false disables it' })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.DISCOUNT_CODE_TAKEN)
  async update(
    @CurrentUser() admin: AuthUser,
    @CodeId() id: string,
    @Body() input: DiscountCodeInput,
  ): Promise<DiscountCodePayload> {
    return { message: PRICING_MESSAGES.codeUpdated, discountCode: await this.codes.update(id, input, admin) };
  }

  @Delete(':id')
  @ApiOkResponse({ type: DeleteDiscountCodePayload, description: 'Only a code no order used; disable a used one' })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.DISCOUNT_CODE_IN_USE)
  async remove(@CurrentUser() admin: AuthUser, @CodeId() id: string): Promise<DeleteDiscountCodePayload> {
    await this.codes.remove(id, admin);
    return { message: PRICING_MESSAGES.codeDeleted };
  }
}
