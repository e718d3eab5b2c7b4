import { Module } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AuditRegistry } from '../common/audit/audit-registry';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FeedToBus } from '../database/feed-to-bus';
import { MailModule, MailRegistry } from '../mail';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesModule } from '../images/images.module';
import { BookChanges } from './book-changes';
import { BooksChangedElsewhere, LowStockAlerted } from './book-events';
import { BooksController } from './books.controller';
import { BooksRepository } from './books.repository';
import { BooksResolver } from './books.resolver';
import { BooksService } from './books.service';
import { CatalogueReads } from './catalogue-reads';
import { catalogueReadsProvider } from './catalogue-reads.provider';
import { CatalogueCsvController } from './csv/catalogue-csv.controller';
import { CatalogueCsvResolver } from './csv/catalogue-csv.resolver';
import { CatalogueImportService } from './csv/catalogue-import.service';
import { ImportLifecycle } from './csv/import-lifecycle';
import { LowStockAlerts } from './low-stock-alerts';
import { STOCK_MAILS } from './stock-mails';
import { StoreIdentityService } from '../store-identity/store-identity.service';
import { StockNotices } from './stock-notices';
import { BookImport, BookImportSchema } from './schemas/book-import.schema';
import { Book, BookSchema } from './schemas/book.schema';
import { StockAlert, StockAlertSchema } from './schemas/stock-alert.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Book.name, schema: BookSchema },
      { name: BookImport.name, schema: BookImportSchema },
      { name: StockAlert.name, schema: StockAlertSchema },
    ]),
    ImagesModule,
    MailModule,
  ],
  controllers: [BooksController, CatalogueCsvController],
  providers: [
    BooksRepository,
    catalogueReadsProvider,
    BooksService,
    BooksResolver,
    LowStockAlerts,
    BookChanges,
    CatalogueImportService,
    // The import records' states and writes (csv/import-lifecycle.ts), given the `bookimports` Model.
    {
      provide: ImportLifecycle,
      inject: [getModelToken(BookImport.name)],
      useFactory: (imports: Model<BookImport>) => new ImportLifecycle(imports),
    },
    CatalogueCsvResolver,
    // The low-stock alerts waiting for the outbox (stock-notices.ts), given the `stockalerts` Model.
    {
      provide: StockNotices,
      inject: [getModelToken(StockAlert.name), APP_CONFIG, StoreIdentityService],
      useFactory: (alerts: Model<StockAlert>, config: AppConfig, identity: StoreIdentityService) =>
        new StockNotices(alerts, config, async () => (await identity.identity()).email),
    },
  ],
  exports: [BooksService],
})
export class BooksModule {
  /**
   * The image sweep asks the books which covers they still use; the low-stock alerts are a notice
   * source, with their templates. Other instances' writes come
   * through the change feed as BooksChangedElsewhere; with the number of books held in memory to
   * compare, a poll reloads everything only when a deletion it cannot see by `updatedAt` made the
   * counts differ, not on every new book.
   */
  constructor(
    sweep: ImageSweepService,
    books: BooksService,
    feed: FeedToBus,
    catalogue: CatalogueReads,
    mail: MailRegistry,
    notices: StockNotices,
    audit: AuditRegistry,
    repository: BooksRepository,
    imports: ImportLifecycle,
  ) {
    audit.register('books', repository.auditSource());
    audit.register('bookimports', imports.auditSource());
    sweep.register('books', books);
    mail.registerSource('stock', notices, LowStockAlerted);
    mail.registerTemplates(STOCK_MAILS);
    feed.publishIds({
      collection: 'books',
      expectedCount: () => catalogue.heldBooks(),
      event: (ids) => new BooksChangedElsewhere(ids),
    });
  }
}
