import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditRegistry } from '../common/audit/audit-registry';
import { BooksModule } from '../books/books.module';
import { BooksService } from '../books/books.service';
import { JobRunner } from '../jobs/job-runner';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsResolver } from './reviews.resolver';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

/** The job that gives books stored before ratings their empty totals (BooksService.fillRatings). */
export const RATING_KEYS_JOB = 'rating-keys';

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
export class ReviewsModule {
  /**
   * The admin's hide and show are in the activity log: the relay reads their entries from the
   * reviews. Books stored before ratings get empty totals before the store listens (the
   * `rating-keys` job), so that the rating sort finds a key on every book.
   */
  constructor(audit: AuditRegistry, reviews: ReviewsService, books: BooksService, runner: JobRunner) {
    audit.register('reviews', reviews.auditSource());
    runner.define({
      name: RATING_KEYS_JOB,
      atStart: 'before-listening',
      run: async () => {
        await books.fillRatings();
      },
    });
  }
}
