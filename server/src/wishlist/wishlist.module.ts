import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BooksModule } from '../books/books.module';
import { EventBus } from '../common/events/event-bus';
import { MailModule, MailRegistry } from '../mail';
import { AccountDeleted } from '../users/account-events';
import { UsersModule } from '../users/users.module';
import { WISHLIST_MAILS } from './back-in-stock-mails';
import { BackInStockNotices } from './back-in-stock-notices';
import { RestockWatch } from './restock-watch';
import { BackInStock } from './wishlist-events';
import { BackInStockAlert, BackInStockAlertSchema } from './schemas/back-in-stock-alert.schema';
import { Wishlist, WishlistSchema } from './schemas/wishlist.schema';
import { StockAlertsService } from './stock-alerts.service';
import { WishlistController } from './wishlist.controller';
import { WishlistResolver } from './wishlist.resolver';
import { WishlistService } from './wishlist.service';

/** Each account's saved books and its back-in-stock alerts, with their emails. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Wishlist.name, schema: WishlistSchema },
      { name: BackInStockAlert.name, schema: BackInStockAlertSchema },
    ]),
    BooksModule,
    UsersModule,
    MailModule,
  ],
  controllers: [WishlistController],
  providers: [WishlistService, StockAlertsService, WishlistResolver, BackInStockNotices, RestockWatch],
  exports: [WishlistService],
})
export class WishlistModule {
  /** The due alerts are a notice source, with their template; a deleted account's wishlist and alerts go with it. */
  constructor(
    events: EventBus,
    mail: MailRegistry,
    notices: BackInStockNotices,
    wishlists: WishlistService,
    alerts: StockAlertsService,
  ) {
    mail.registerSource('back-in-stock', notices, BackInStock);
    mail.registerTemplates(WISHLIST_MAILS);
    events.subscribe(AccountDeleted, async ({ accountId }) => {
      await wishlists.forget(accountId);
      await alerts.forget(accountId);
    });
  }
}
