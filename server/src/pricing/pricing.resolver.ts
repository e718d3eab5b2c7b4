import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import {
  CarrierInput,
  LegalDetailsInput,
  PricingOptionsInput,
  ShippingMethodInput,
  ShippingZoneInput,
  TaxRateInput,
} from './dto/pricing-settings.input';
import { PaymentSettingsInput } from './dto/payment-settings.input';
import { PricingSettingsPayload, PricingSettingsView } from './models/pricing-settings.model';
import { PRICING_MESSAGES } from './pricing.messages';
import { PricingSettingsService } from './pricing-settings.service';

const IdArg = (name: string, label: string) => Args(name, { type: () => ID }, new ParseObjectIdPipe(label));

@Roles(Role.ADMIN)
@Resolver(() => PricingSettingsView)
export class PricingResolver {
  constructor(private readonly pricing: PricingSettingsService) {}

  @Query(() => PricingSettingsView, { description: 'The money settings, as stored (REST: GET /api/admin/pricing)' })
  pricingSettings(): Promise<PricingSettingsView> {
    return this.pricing.read();
  }

  @Mutation(() => PricingSettingsPayload, {
    description:
      'Collection in store, tax mode, shop country; a field left out keeps its value (REST: PUT /api/admin/pricing/options)',
  })
  async updatePricingOptions(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: PricingOptionsInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.optionsUpdated, settings: await this.pricing.updateOptions(input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: 'The legal details invoices show (REST: PUT /api/admin/pricing/legal)',
  })
  async updateLegalDetails(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: LegalDetailsInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.legalUpdated, settings: await this.pricing.updateLegal(input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description:
      'The payment methods (every one, on or off, in the checkout order), the bank account, the days a transfer may take (REST: PUT /api/admin/pricing/payments)',
  })
  async updatePaymentSettings(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: PaymentSettingsInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.paymentsUpdated, settings: await this.pricing.updatePayments(input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, { description: 'Add a shipping zone (REST: POST /api/admin/pricing/zones)' })
  async addShippingZone(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: ShippingZoneInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.zoneAdded, settings: await this.pricing.addZone(input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: "Replace a zone's fields (REST: PUT /api/admin/pricing/zones/:id)",
  })
  async updateShippingZone(
    @CurrentUser() admin: AuthUser,
    @IdArg('id', 'zone id') id: string,
    @Args('input') input: ShippingZoneInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.zoneUpdated, settings: await this.pricing.updateZone(id, input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: 'Delete a zone and its methods (REST: DELETE /api/admin/pricing/zones/:id)',
  })
  async deleteShippingZone(
    @CurrentUser() admin: AuthUser,
    @IdArg('id', 'zone id') id: string,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.zoneDeleted, settings: await this.pricing.deleteZone(id, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: 'Add a delivery method to a zone (REST: POST /api/admin/pricing/zones/:id/methods)',
  })
  async addShippingMethod(
    @CurrentUser() admin: AuthUser,
    @IdArg('zoneId', 'zone id') zoneId: string,
    @Args('input') input: ShippingMethodInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.methodAdded, settings: await this.pricing.addMethod(zoneId, input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description:
      "Replace a delivery method's fields; enabled: false disables it (REST: PUT /api/admin/pricing/methods/:id)",
  })
  async updateShippingMethod(
    @CurrentUser() admin: AuthUser,
    @IdArg('id', 'method id') id: string,
    @Args('input') input: ShippingMethodInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.methodUpdated, settings: await this.pricing.updateMethod(id, input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: 'Delete a delivery method (REST: DELETE /api/admin/pricing/methods/:id)',
  })
  async deleteShippingMethod(
    @CurrentUser() admin: AuthUser,
    @IdArg('id', 'method id') id: string,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.methodDeleted, settings: await this.pricing.deleteMethod(id, admin) };
  }

  @Mutation(() => PricingSettingsPayload, { description: 'Add a tax rate (REST: POST /api/admin/pricing/tax-rates)' })
  async addTaxRate(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: TaxRateInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.rateAdded, settings: await this.pricing.addRate(input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: 'Replace a tax rate (REST: PUT /api/admin/pricing/tax-rates/:id)',
  })
  async updateTaxRate(
    @CurrentUser() admin: AuthUser,
    @IdArg('id', 'tax rate id') id: string,
    @Args('input') input: TaxRateInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.rateUpdated, settings: await this.pricing.updateRate(id, input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: 'Delete a tax rate (REST: DELETE /api/admin/pricing/tax-rates/:id)',
  })
  async deleteTaxRate(
    @CurrentUser() admin: AuthUser,
    @IdArg('id', 'tax rate id') id: string,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.rateDeleted, settings: await this.pricing.deleteRate(id, admin) };
  }

  @Mutation(() => PricingSettingsPayload, { description: 'Add a carrier (REST: POST /api/admin/pricing/carriers)' })
  async addCarrier(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: CarrierInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.carrierAdded, settings: await this.pricing.addCarrier(input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: "Replace a carrier's name and tracking link (REST: PUT /api/admin/pricing/carriers/:id)",
  })
  async updateCarrier(
    @CurrentUser() admin: AuthUser,
    @IdArg('id', 'carrier id') id: string,
    @Args('input') input: CarrierInput,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.carrierUpdated, settings: await this.pricing.updateCarrier(id, input, admin) };
  }

  @Mutation(() => PricingSettingsPayload, {
    description: 'Delete a carrier (REST: DELETE /api/admin/pricing/carriers/:id)',
  })
  async deleteCarrier(
    @CurrentUser() admin: AuthUser,
    @IdArg('id', 'carrier id') id: string,
  ): Promise<PricingSettingsPayload> {
    return { message: PRICING_MESSAGES.carrierDeleted, settings: await this.pricing.deleteCarrier(id, admin) };
  }
}
