import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CatalogueRead, Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ApiMultipart } from '../common/http/api-multipart';
import { sendETaggedJson } from '../common/http/prepared-json';
import { streamJsonArray } from '../common/http/stream-json-array';
import { ImageUpload } from '../images/image-upload.interceptor';
import { fromMulter } from '../images/incoming-file';
import { BooksService } from './books.service';
import { BOOK_MESSAGES } from './books.messages';
import { BookFormInput } from './dto/book-form.input';
import { BookUpdateFormInput } from './dto/book-update-form.input';
import { DeletePayload } from '../common/http/delete-payload.model';
import { BookPayload, BookResponse, BooksResponse } from './models/book-payloads.model';
import { FindBooksArgs, SuggestBooksArgs } from './dto/find-books.args';
import { BookSuggestionsResponse, FoundBooks } from './models/found-books.model';

const BookId = () => ObjectIdParam('id', 'book id');
const ALL_BOOKS = 'Every book, newest first, with an ETag that changes with the catalogue';
const IF_NONE_MATCH = 'The ETag of a previous answer: 304 with no body while the catalogue is unchanged';
/** The whole catalogue with its ETag, and the 304 a conditional request gets while it is unchanged. */
const AllBooksDocs = () =>
  applyDecorators(
    ApiOkResponse({
      type: BooksResponse,
      description: ALL_BOOKS,
      headers: { ETag: { description: 'Changes whenever the catalogue does', schema: { type: 'string' } } },
    }),
    ApiResponse({ status: 304, description: 'Not Modified: the catalogue is unchanged since that ETag (no body)' }),
    ApiHeader({ name: 'If-None-Match', required: false, description: IF_NONE_MATCH }),
  );

@ApiTags('books')
@Controller()
export class BooksController {
  constructor(private readonly books: BooksService) {}

  @CatalogueRead()
  @Get('user/allBooks')
  @AllBooksDocs()
  allBooks(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.sendAllBooks(req, res);
  }

  @CatalogueRead()
  @Get('user/book/:id')
  @ApiOkResponse({ type: BookResponse })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async book(@BookId() id: string): Promise<BookResponse> {
    return { book: await this.books.findOne(id) };
  }

  @CatalogueRead()
  @Get('books/search')
  @ApiOkResponse({
    type: FoundBooks,
    description: "The shoppers' search: most relevant first (ties by title, then id), with facet counts",
  })
  @ApiErrors(ErrorCode.VALIDATION_FAILED)
  findBooks(@Query() query: FindBooksArgs): Promise<FoundBooks> {
    return this.books.find(query);
  }

  @CatalogueRead()
  @Get('books/suggestions')
  @ApiOkResponse({ type: BookSuggestionsResponse, description: 'Up to 8 titles and authors for the search box' })
  @ApiErrors(ErrorCode.VALIDATION_FAILED)
  async suggestions(@Query() query: SuggestBooksArgs): Promise<BookSuggestionsResponse> {
    return { suggestions: await this.books.suggest(query.q) };
  }

  @Roles(Role.ADMIN)
  @Get('admin/allBooks')
  @AllBooksDocs()
  adminAllBooks(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.sendAllBooks(req, res);
  }

  @Roles(Role.ADMIN)
  @Post('admin/addBook')
  @HttpCode(201)
  @ApiMultipart('image', 'Optional cover: JPEG, PNG, WebP or GIF, at most 5 MB')
  @UseInterceptors(ImageUpload('image'))
  @ApiCreatedResponse({ type: BookPayload })
  @ApiErrors(ErrorCode.UNSUPPORTED_FILE, ErrorCode.ISBN_TAKEN)
  async addBook(
    @CurrentUser() admin: AuthUser,
    @Body() input: BookFormInput,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<BookPayload> {
    return { message: BOOK_MESSAGES.added, book: await this.books.create(input, fromMulter(image), admin) };
  }

  @Roles(Role.ADMIN)
  @Post('admin/updateBook/:id')
  @HttpCode(200)
  @ApiMultipart('image', 'Optional new cover: JPEG, PNG, WebP or GIF, at most 5 MB')
  @UseInterceptors(ImageUpload('image'))
  @ApiOkResponse({ type: BookPayload })
  @ApiErrors(ErrorCode.UNSUPPORTED_FILE, ErrorCode.NOT_FOUND, ErrorCode.STOCK_CHANGED, ErrorCode.ISBN_TAKEN)
  async updateBook(
    @CurrentUser() admin: AuthUser,
    @BookId() id: string,
    @Body() input: BookUpdateFormInput,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<BookPayload> {
    const file = fromMulter(image);
    const book = await this.books.update(id, input, { file, expectedStock: input.expectedStock, by: admin });
    return { message: BOOK_MESSAGES.updated, book };
  }

  @Roles(Role.ADMIN)
  @Delete('admin/deleteBook/:id')
  @ApiOkResponse({ type: DeletePayload })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async deleteBook(@CurrentUser() admin: AuthUser, @BookId() id: string): Promise<DeletePayload> {
    await this.books.remove(id, admin);
    return { message: BOOK_MESSAGES.deleted };
  }

  /** Every book with the catalogue's ETag (304 while unchanged): a body made ahead, or streamed from the database. */
  private async sendAllBooks(req: Request, res: Response): Promise<void> {
    const answer = await this.books.allBooks();
    await sendETaggedJson(
      req,
      res,
      'body' in answer ? answer : { etag: answer.etag, stream: () => streamJsonArray('books', answer.books()) },
    );
  }
}
