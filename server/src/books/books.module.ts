import { Module } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MailModule } from '../mail/mail.module';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesModule } from '../images/images.module';
import { BookChanges } from './book-changes';
import { BooksController } from './books.controller';
import { BooksFreshness } from './books-freshness';
import { BooksRepository } from './books.repository';
import { BooksResolver } from './books.resolver';
import { BooksService } from './books.service';
import { catalogueReadsProvider } from './catalogue-reads.provider';
import { CatalogueCsvController } from './csv/catalogue-csv.controller';
import { CatalogueCsvResolver } from './csv/catalogue-csv.resolver';
import { CatalogueImportService } from './csv/catalogue-import.service';
import { ImportLifecycle } from './csv/import-lifecycle';
import { LowStockAlerts } from './low-stock-alerts';
import { BookImport, BookImportSchema } from './schemas/book-import.schema';
import { Book, BookSchema } from './schemas/book.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Book.name, schema: BookSchema },
      { name: BookImport.name, schema: BookImportSchema },
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
    BooksFreshness,
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
  ],
  exports: [BooksService],
})
export class BooksModule {
  /** The image sweep asks the books which covers they still use. */
  constructor(sweep: ImageSweepService, books: BooksService) {
    sweep.register('books', books);
  }
}
