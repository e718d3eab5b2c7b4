import { AuditRegistry } from '../common/audit/audit-registry';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AddressesModule } from '../addresses/addresses.module';
import { BooksModule } from '../books/books.module';
import { CartModule } from '../cart/cart.module';
import { FeedToBus } from '../database/feed-to-bus';
import { CheckoutController } from './checkout.controller';
import { CheckoutResolver } from './checkout.resolver';
import { CheckoutService } from './checkout.service';
import { DiscountCodesController } from './discount-codes.controller';
import { DiscountCodesResolver } from './discount-codes.resolver';
import { DiscountCodesService } from './discount-codes.service';
import { PricingSettingsChangedElsewhere } from './pricing-events';
import { PricingController } from './pricing.controller';
import { PricingRepository } from './pricing.repository';
import { PricingResolver } from './pricing.resolver';
import { PricingSettingsService } from './pricing-settings.service';
import { DiscountCodeCustomer, DiscountCodeCustomerSchema } from './schemas/discount-code-customer.schema';
import { DiscountCode, DiscountCodeSchema } from './schemas/discount-code.schema';
import { PricingSettings, PricingSettingsSchema } from './schemas/pricing-settings.schema';

/**
 * What an order costs beyond its books: the store's money settings (shipping zones and methods,
 * collection in store, tax mode and rates, the shop's country and legal details), the discount
 * codes and their uses, and the checkout's quote. Orders ask it (CheckoutService, DiscountCodesService).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PricingSettings.name, schema: PricingSettingsSchema },
      { name: DiscountCode.name, schema: DiscountCodeSchema },
      { name: DiscountCodeCustomer.name, schema: DiscountCodeCustomerSchema },
    ]),
    BooksModule,
    CartModule,
    AddressesModule,
  ],
  controllers: [PricingController, DiscountCodesController, CheckoutController],
  providers: [
    PricingRepository,
    PricingSettingsService,
    DiscountCodesService,
    CheckoutService,
    PricingResolver,
    DiscountCodesResolver,
    CheckoutResolver,
  ],
  exports: [CheckoutService, DiscountCodesService, PricingSettingsService],
})
export class PricingModule {
  /**
   * Other instances' changes of the settings reach this instance's copy through the change feed.
   * The admin's changes of the settings and codes carry their activity-log entries.
   */
  constructor(feed: FeedToBus, audit: AuditRegistry, repository: PricingRepository) {
    const [settings, codes] = repository.auditSources();
    audit.register('pricingsettings', settings);
    audit.register('discountcodes', codes);
    feed.publishIds({ collection: 'pricingsettings', event: () => new PricingSettingsChangedElsewhere() });
  }
}
