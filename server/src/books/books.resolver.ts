import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload';
import { CatalogueRead, Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { fromGraphQLUpload } from '../images/incoming-file';
import { BookChanges } from './book-changes';
import { BOOK_MESSAGES } from './books.messages';
import { BooksService } from './books.service';
import { BookInput } from './dto/book.input';
import { ListBooksArgs } from './dto/list-books.args';
import { FindBooksArgs, SuggestBooksArgs } from './dto/find-books.args';
import { BookSuggestion, FoundBooks } from './models/found-books.model';
import { DeletePayload } from '../common/http/delete-payload.model';
import { BookConnection, BookPayload, CategoryCount } from './models/book-payloads.model';
import { BookChange } from './models/book-change.model';
import { Book } from './models/book.model';

const BookId = () => Args('id', { type: () => ID }, new ParseObjectIdPipe('book id'));
const CoverUpload = () =>
  Args('image', {
    type: () => GraphQLUpload,
    nullable: true,
    description: 'A cover image (JPEG, PNG, WebP or GIF, up to 5 MB)',
  });

@Resolver(() => Book)
export class BooksResolver {
  constructor(
    private readonly catalogue: BooksService,
    private readonly changes: BookChanges,
  ) {}

  @CatalogueRead()
  @Query(() => BookConnection, {
    description:
      'A page of the catalogue with search, category filter and sort (REST: GET /api/user/allBooks returns all). ' +
      'Pass pageInfo.endCursor as `after` for the next page.',
  })
  books(@Args() args: ListBooksArgs): Promise<BookConnection> {
    return this.catalogue.list(args);
  }

  @CatalogueRead()
  @Query(() => Book, { description: 'One book (REST: GET /api/user/book/:id)' })
  book(@BookId() id: string): Promise<Book> {
    return this.catalogue.findOne(id);
  }

  @CatalogueRead()
  @Query(() => [CategoryCount], { description: 'The categories that have books, with their counts, A to Z' })
  categories(): Promise<CategoryCount[]> {
    return this.catalogue.categories();
  }

  @CatalogueRead()
  @Query(() => FoundBooks, {
    description:
      "The shoppers' search, most relevant first (ties by title, then id), with facet counts for the " +
      'search and the other filters (REST: GET /api/books/search)',
  })
  findBooks(@Args() args: FindBooksArgs): Promise<FoundBooks> {
    return this.catalogue.find(args);
  }

  @CatalogueRead()
  @Query(() => [BookSuggestion], {
    description: 'Up to 8 titles and authors for the search box (REST: GET /api/books/suggestions)',
  })
  bookSuggestions(@Args() args: SuggestBooksArgs): Promise<BookSuggestion[]> {
    return this.catalogue.suggest(args.q);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => BookPayload, { description: 'Add a book, optionally with a cover (REST: POST /api/admin/addBook)' })
  async addBook(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: BookInput,
    @CoverUpload() image?: Promise<FileUpload> | null,
  ): Promise<BookPayload> {
    const file = await fromGraphQLUpload(image);
    return { message: BOOK_MESSAGES.added, book: await this.catalogue.create(input, file, admin) };
  }

  @Roles(Role.ADMIN)
  @Mutation(() => BookPayload, {
    description:
      "Replace a book's fields (REST: POST /api/admin/updateBook/:id). The cover: send `image` to replace it, " +
      '`removeImage: true` to remove it, or neither to keep it. A replaced or removed cover is deleted. ' +
      'Send `expectedStock` (the stock the form loaded) so that a sale made meanwhile is never overwritten.',
  })
  async updateBook(
    @CurrentUser() admin: AuthUser,
    @BookId() id: string,
    @Args('input') input: BookInput,
    @CoverUpload() image?: Promise<FileUpload> | null,
    @Args('removeImage', { type: () => Boolean, defaultValue: false, description: 'Remove the current cover' })
    removeImage = false,
    @Args('expectedStock', {
      type: () => Int,
      nullable: true,
      description:
        "The stock the edit form loaded. If the book's stock is no longer this, nothing is saved: STOCK_CHANGED " +
        '(409) with the current stock. Omit it to set the stock as sent.',
    })
    expectedStock?: number | null,
  ): Promise<BookPayload> {
    const file = await fromGraphQLUpload(image);
    const book = await this.catalogue.update(id, input, { file, remove: removeImage, expectedStock, by: admin });
    return { message: BOOK_MESSAGES.updated, book };
  }

  @Roles(Role.ADMIN)
  @Mutation(() => DeletePayload, {
    description: 'Delete a book and its cover (REST: DELETE /api/admin/deleteBook/:id)',
  })
  async deleteBook(@CurrentUser() admin: AuthUser, @BookId() id: string): Promise<DeletePayload> {
    await this.catalogue.remove(id, admin);
    return { message: BOOK_MESSAGES.deleted };
  }

  @Subscription(() => BookChange, {
    description: "One book's price, stock or presence as it changes (the book page, the cart)",
    resolve: (change: BookChange) => change,
  })
  bookChanged(@BookId() id: string): AsyncIterator<BookChange> {
    return this.changes.watch(id);
  }

  @Roles(Role.ADMIN)
  @Subscription(() => Book, {
    description: 'A book whose stock a sale brought down to the low-stock threshold (LOW_STOCK_THRESHOLD) or below',
    resolve: (book: Book) => book,
  })
  lowStock(): AsyncIterator<Book> {
    return this.changes.lowStock();
  }
}
