import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImageSweepService } from '../uploads/image-sweep.service';
import { UploadsModule } from '../uploads/uploads.module';
import { BooksController } from './books.controller';
import { BooksFreshness } from './books-freshness';
import { BooksResolver } from './books.resolver';
import { BooksService } from './books.service';
import { catalogueReadsProvider } from './catalogue-reads.provider';
import { CatalogueCsvController } from './csv/catalogue-csv.controller';
import { CatalogueCsvResolver } from './csv/catalogue-csv.resolver';
import { CatalogueImportService } from './csv/catalogue-import.service';
import { BookImport, BookImportSchema } from './schemas/book-import.schema';
import { Book, BookSchema } from './schemas/book.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Book.name, schema: BookSchema },
      { name: BookImport.name, schema: BookImportSchema },
    ]),
    UploadsModule,
  ],
  controllers: [BooksController, CatalogueCsvController],
  providers: [
    catalogueReadsProvider,
    BooksService,
    BooksResolver,
    BooksFreshness,
    CatalogueImportService,
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
