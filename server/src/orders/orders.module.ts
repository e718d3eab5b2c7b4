import { AuditRegistry } from '../common/audit/audit-registry';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AddressesModule } from '../addresses/addresses.module';
import { BooksModule } from '../books/books.module';
import { CartModule } from '../cart/cart.module';
import { FeedToBus } from '../database/feed-to-bus';
import { MailModule, MailRegistry } from '../mail';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesModule } from '../images/images.module';
import { PricingModule } from '../pricing/pricing.module';
import { UsersModule } from '../users/users.module';
import { CustomerTotals } from './customer-totals';
import { CustomerTotalsRepository } from './customer-totals.repository';
import { FiguresRepository } from './figures.repository';
import { OrderFigures } from './order-figures';
import { OrderFiguresRelay } from './order-figures-relay';
import { OrderImages } from './order-images';
import { OrderInvoicing } from './order-invoicing';
import { OrderChange, ordersElsewhere } from './order-events';
import { ORDER_MAILS } from './order-mails';
import { OrderNotices } from './order-notices';
import { OrderNotesController } from './order-notes.controller';
import { OrderNotesRepository } from './order-notes.repository';
import { OrderNotesResolver } from './order-notes.resolver';
import { OrderNotesService } from './order-notes.service';
import { OrderPaymentsController } from './order-payments.controller';
import { OrderPaymentsResolver } from './order-payments.resolver';
import { OrderPayments } from './order-payments.service';
import { OrderRepairService } from './order-repair.service';
import { OrderRestock } from './order-restock';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersResolver } from './orders.resolver';
import { OrdersService } from './orders.service';
import { PackingSlipsService } from './packing-slips.service';
import { CardCheckout } from './stripe/card-checkout';
import { CardPayments } from './stripe/card-payments.service';
import { StripeGateway } from './stripe/stripe-gateway';
import { StripeWebhookController } from './stripe/stripe-webhook.controller';
import { CustomerTotalsRecord, CustomerTotalsSchema } from './schemas/customer-totals.schema';
import { DailyFigures, DailyFiguresSchema, FiguresSummary, FiguresSummarySchema } from './schemas/order-figures.schema';
import { OrderNote, OrderNoteSchema } from './schemas/order-note.schema';
import { Order, OrderSchema } from './schemas/order.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: DailyFigures.name, schema: DailyFiguresSchema },
      { name: FiguresSummary.name, schema: FiguresSummarySchema },
      { name: CustomerTotalsRecord.name, schema: CustomerTotalsSchema },
      { name: OrderNote.name, schema: OrderNoteSchema },
    ]),
    BooksModule,
    UsersModule,
    ImagesModule,
    CartModule,
    AddressesModule,
    PricingModule,
    MailModule,
  ],
  controllers: [OrdersController, OrderNotesController, OrderPaymentsController, StripeWebhookController],
  providers: [
    OrdersService,
    OrdersResolver,
    OrderRepairService,
    OrderImages,
    OrderRestock,
    OrderFigures,
    OrderFiguresRelay,
    FiguresRepository,
    CustomerTotals,
    CustomerTotalsRepository,
    OrderNotices,
    OrderInvoicing,
    OrdersRepository,
    OrderNotesService,
    OrderNotesRepository,
    OrderNotesResolver,
    PackingSlipsService,
    OrderPayments,
    OrderPaymentsResolver,
    StripeGateway,
    CardCheckout,
    CardPayments,
  ],
  exports: [OrdersService, OrderFigures, OrderInvoicing, CustomerTotals],
})
export class OrdersModule {
  /**
   * Orders show their books' covers as they were: the image sweep keeps what an order refers to.
   * Their moves write email notices, which the outbox relays, with the orders' templates. Other instances' changes come as
   * order events through the change feed.
   */
  constructor(
    sweep: ImageSweepService,
    images: OrderImages,
    mail: MailRegistry,
    notices: OrderNotices,
    feed: FeedToBus,
    orders: OrdersService,
    audit: AuditRegistry,
    repository: OrdersRepository,
    notes: OrderNotesRepository,
  ) {
    audit.register('orders', repository.auditSource());
    audit.register('ordernotes', notes.auditSource());
    sweep.registerKeeper('orders', images);
    mail.registerSource('orders', notices, OrderChange);
    mail.registerTemplates(ORDER_MAILS);
    feed.publishDocuments(ordersElsewhere((which) => orders.changed(which)));
  }
}
