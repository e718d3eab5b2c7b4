import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditRegistry } from '../common/audit/audit-registry';
import { BooksModule } from '../books/books.module';
import { BooksService } from '../books/books.service';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsResolver } from './reviews.resolver';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }]),
    BooksModule,
    OrdersModule,
    UsersModule,
  ],
  controllers: [ReviewsController],
  providers: [ReviewsRepository, ReviewsService, ReviewsResolver],
})
export class ReviewsModule implements OnApplicationBootstrap {
  /** The admin's hide and show are in the activity log: the relay reads their entries from the reviews. */
  constructor(
    audit: AuditRegistry,
    reviews: ReviewsService,
    private readonly books: BooksService,
  ) {
    audit.register('reviews', reviews.auditSource());
  }

  /** Books stored before ratings get empty totals, so that the rating sort finds a key on each. */
  async onApplicationBootstrap(): Promise<void> {
    await this.books.fillRatings();
  }
}
