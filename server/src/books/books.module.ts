import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesModule } from '../images/images.module';
import { BookChanges } from './book-changes';
import { BooksController } from './books.controller';
import { BooksFreshness } from './books-freshness';
import { BooksResolver } from './books.resolver';
import { BooksService } from './books.service';
import { catalogueReadsProvider } from './catalogue-reads.provider';
import { LowStockAlerts } from './low-stock-alerts';
import { Book, BookSchema } from './schemas/book.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: Book.name, schema: BookSchema }]), ImagesModule, MailModule],
  controllers: [BooksController],
  providers: [catalogueReadsProvider, BooksService, BooksResolver, BooksFreshness, LowStockAlerts, BookChanges],
  exports: [BooksService],
})
export class BooksModule {
  /** The image sweep asks the books which covers they still use. */
  constructor(sweep: ImageSweepService, books: BooksService) {
    sweep.register('books', books);
  }
}
