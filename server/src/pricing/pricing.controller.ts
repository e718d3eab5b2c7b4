import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import {
  CarrierInput,
  LegalDetailsInput,
  PricingOptionsInput,
  ShippingMethodInput,
  ShippingZoneInput,
  TaxRateInput,
} from './dto/pricing-settings.input';
import { PaymentSettingsInput } from './dto/payment-settings.input';
import { PricingSettingsPayload, PricingSettingsResponse } from './models/pricing-settings.model';
import { PRICING_MESSAGES } from './pricing.messages';
import { PricingSettingsService } from './pricing-settings.service';

const ZoneId = () => ObjectIdParam('id', 'zone id');
const MethodId = () => ObjectIdParam('id', 'method id');
const RateId = () => ObjectIdParam('id', 'tax rate id');
const CarrierId = () => ObjectIdParam('id', 'carrier id');

/** The admin's money settings: options, legal details, shipping zones and methods, tax rates, carriers. */
@ApiTags('pricing')
@Roles(Role.ADMIN)
@Controller('admin/pricing')
export class PricingController {
  constructor(private readonly pricing: PricingSettingsService) {}

  @Get()
  @ApiOkResponse({ type: PricingSettingsResponse, description: 'The money settings, as stored' })
  async settings(): Promise<PricingSettingsResponse> {
    return { settings: await this.pricing.read() };
  }

  @Put('options')
  @ApiOkResponse({
    type: PricingSettingsPayload,
    description: 'Collection in store, tax mode, shop country; a field left out keeps its value',
  })
  async options(@CurrentUser() admin: AuthUser, @Body() input: PricingOptionsInput): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.optionsUpdated, settings: await this.pricing.updateOptions(input, admin) };
  }

  @Put('legal')
  @ApiOkResponse({ type: PricingSettingsPayload, description: 'The legal name, address and tax number invoices show' })
  async legal(@CurrentUser() admin: AuthUser, @Body() input: LegalDetailsInput): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.legalUpdated, settings: await this.pricing.updateLegal(input, admin) };
  }

  @Put('payments')
  @ApiOkResponse({
    type: PricingSettingsPayload,
    description:
      'The payment methods (every one, on or off, in the checkout order), the bank account, the days a transfer may take',
  })
  @ApiErrors(ErrorCode.VALIDATION_FAILED)
  async payments(@CurrentUser() admin: AuthUser, @Body() input: PaymentSettingsInput): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.paymentsUpdated, settings: await this.pricing.updatePayments(input, admin) };
  }

  @Post('zones')
  @HttpCode(201)
  @ApiCreatedResponse({ type: PricingSettingsPayload })
  @ApiErrors(ErrorCode.PRICING_CONFLICT)
  async addZone(@CurrentUser() admin: AuthUser, @Body() input: ShippingZoneInput): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.zoneAdded, settings: await this.pricing.addZone(input, admin) };
  }

  @Put('zones/:id')
  @ApiOkResponse({ type: PricingSettingsPayload, description: 'Every field is sent again; its methods stay' })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.PRICING_CONFLICT)
  async updateZone(
    @CurrentUser() admin: AuthUser,
    @ZoneId() id: string,
    @Body() input: ShippingZoneInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.zoneUpdated, settings: await this.pricing.updateZone(id, input, admin) };
  }

  @Delete('zones/:id')
  @ApiOkResponse({ type: PricingSettingsPayload, description: 'The zone and its methods' })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async deleteZone(@CurrentUser() admin: AuthUser, @ZoneId() id: string): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.zoneDeleted, settings: await this.pricing.deleteZone(id, admin) };
  }

  @Post('zones/:id/methods')
  @HttpCode(201)
  @ApiCreatedResponse({ type: PricingSettingsPayload })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.PRICING_CONFLICT)
  async addMethod(
    @CurrentUser() admin: AuthUser,
    @ZoneId() id: string,
    @Body() input: ShippingMethodInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.methodAdded, settings: await this.pricing.addMethod(id, input, admin) };
  }

  @Put('methods/:id')
  @ApiOkResponse({ type: PricingSettingsPayload, description: 'Every field is sent again; enabled: false disables it' })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async updateMethod(
    @CurrentUser() admin: AuthUser,
    @MethodId() id: string,
    @Body() input: ShippingMethodInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.methodUpdated, settings: await this.pricing.updateMethod(id, input, admin) };
  }

  @Delete('methods/:id')
  @ApiOkResponse({ type: PricingSettingsPayload })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async deleteMethod(@CurrentUser() admin: AuthUser, @MethodId() id: string): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.methodDeleted, settings: await this.pricing.deleteMethod(id, admin) };
  }

  @Post('tax-rates')
  @HttpCode(201)
  @ApiCreatedResponse({ type: PricingSettingsPayload })
  @ApiErrors(ErrorCode.PRICING_CONFLICT)
  async addRate(@CurrentUser() admin: AuthUser, @Body() input: TaxRateInput): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.rateAdded, settings: await this.pricing.addRate(input, admin) };
  }

  @Put('tax-rates/:id')
  @ApiOkResponse({ type: PricingSettingsPayload })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.PRICING_CONFLICT)
  async updateRate(
    @CurrentUser() admin: AuthUser,
    @RateId() id: string,
    @Body() input: TaxRateInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.rateUpdated, settings: await this.pricing.updateRate(id, input, admin) };
  }

  @Delete('tax-rates/:id')
  @ApiOkResponse({ type: PricingSettingsPayload })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async deleteRate(@CurrentUser() admin: AuthUser, @RateId() id: string): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.rateDeleted, settings: await this.pricing.deleteRate(id, admin) };
  }

  @Post('carriers')
  @HttpCode(201)
  @ApiCreatedResponse({ type: PricingSettingsPayload })
  @ApiErrors(ErrorCode.PRICING_CONFLICT)
  async addCarrier(@CurrentUser() admin: AuthUser, @Body() input: CarrierInput): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.carrierAdded, settings: await this.pricing.addCarrier(input, admin) };
  }

  @Put('carriers/:id')
  @ApiOkResponse({
    type: PricingSettingsPayload,
    description: 'Every field is sent again; orders shipped keep their link',
  })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.PRICING_CONFLICT)
  async updateCarrier(
    @CurrentUser() admin: AuthUser,
    @CarrierId() id: string,
    @Body() input: CarrierInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.carrierUpdated, settings: await this.pricing.updateCarrier(id, input, admin) };
  }

  @Delete('carriers/:id')
  @ApiOkResponse({ type: PricingSettingsPayload, description: 'Orders shipped with it keep their link' })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async deleteCarrier(@CurrentUser() admin: AuthUser, @CarrierId() id: string): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.carrierDeleted, settings: await this.pricing.deleteCarrier(id, admin) };
  }
}
