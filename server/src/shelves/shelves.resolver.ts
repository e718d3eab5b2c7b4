import { Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CatalogueRead } from '../common/auth/access.decorators';
import { Book } from '../books/models/book.model';
import { Shelves } from './models/shelves.model';
import { ShelvesService } from './shelves.service';

@Resolver(() => Book)
export class ShelvesResolver {
  constructor(private readonly shelves: ShelvesService) {}

  @CatalogueRead()
  @Query(() => Shelves, {
    name: 'shelves',
    description: "The home page's shelves: new arrivals, best sellers, highly rated (REST: GET /api/books/shelves)",
  })
  homeShelves(): Promise<Shelves> {
    return this.shelves.shelves();
  }

  @ResolveField(() => [Book], {
    description:
      'Readers who bought this also bought: most often ordered with it, then by the same author, then in the same ' +
      'category (REST: GET /api/books/:id/also-bought)',
  })
  alsoBought(@Parent() book: Book): Promise<Book[]> {
    return this.shelves.alsoBought(book._id);
  }
}
