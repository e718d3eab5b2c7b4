import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { ImageUpload } from '../uploads/image-upload.interceptor';
import { fromMulter } from '../uploads/incoming-file';
import { BooksService } from './books.service';
import { BookFormInput } from './dto/book-form.input';
import { DeletePayload } from '../common/http/delete-payload.model';
import { BookPayload, BookResponse, BooksResponse } from './models/book-payloads.model';

const BookId = () => Param('id', new ParseObjectIdPipe('book id'));
/** `{"books":[...]}` streamed; a failure half-way cuts the connection rather than end a truncated list. */
const jsonStream = (stream: Awaited<ReturnType<BooksService['streamAll']>>) =>
  new StreamableFile(stream, { type: 'application/json; charset=utf-8' }).setErrorHandler((_error, res) =>
    res.destroy ? res.destroy() : res.end(),
  );

@ApiTags('books')
@ApiBearerAuth()
@Controller()
export class BooksController {
  constructor(private readonly books: BooksService) {}

  @Get('user/allBooks')
  @ApiOkResponse({ type: BooksResponse, description: 'Every book, newest first' })
  async allBooks(): Promise<StreamableFile> {
    return jsonStream(await this.books.streamAll());
  }

  @Get('user/book/:id')
  @ApiOkResponse({ type: BookResponse })
  async book(@BookId() id: string): Promise<BookResponse> {
    return { book: await this.books.findOne(id) };
  }

  @Roles(Role.ADMIN)
  @Get('admin/allBooks')
  @ApiOkResponse({ type: BooksResponse, description: 'Every book, newest first' })
  async adminAllBooks(): Promise<StreamableFile> {
    return jsonStream(await this.books.streamAll());
  }

  @Roles(Role.ADMIN)
  @Post('admin/addBook')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(ImageUpload('image'))
  @ApiCreatedResponse({ type: BookPayload })
  addBook(@Body() input: BookFormInput, @UploadedFile() image?: Express.Multer.File): Promise<BookPayload> {
    return this.books.create(input, fromMulter(image));
  }

  @Roles(Role.ADMIN)
  @Post('admin/updateBook/:id')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(ImageUpload('image'))
  @ApiOkResponse({ type: BookPayload })
  updateBook(
    @BookId() id: string,
    @Body() input: BookFormInput,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<BookPayload> {
    return this.books.update(id, input, { file: fromMulter(image) });
  }

  @Roles(Role.ADMIN)
  @Delete('admin/deleteBook/:id')
  @ApiOkResponse({ type: DeletePayload })
  deleteBook(@BookId() id: string): Promise<DeletePayload> {
    return this.books.remove(id);
  }
}
