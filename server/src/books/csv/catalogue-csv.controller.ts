import { Body, Controller, Get, HttpCode, Post, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../../common/auth/role';
import { csvDownload, dayOf } from '../../common/csv/csv-stream';
import { ErrorCode } from '../../common/errors/error-code';
import { ApiErrors } from '../../common/http/api-errors';
import { ObjectIdParam } from '../../common/http/parse-object-id.pipe';
import { BooksService } from '../books.service';
import { BookImportPayload, BookImportResponse, ImportReport } from '../models/book-import.model';
import { CSV_COLUMNS, MAX_IMPORT_ROWS } from './catalogue-csv';
import { catalogueRows } from './catalogue-export';
import { CatalogueImportService } from './catalogue-import.service';
import { csvRequired, CsvUpload } from './csv-upload';
import { StartImportInput } from './start-import.input';

const FILE_BODY = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: {
      file: {
        type: 'string',
        format: 'binary',
        description: `A UTF-8 CSV with a header row (columns ${CSV_COLUMNS.join(', ')}), at most 25 MB and ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`,
      },
      checkedAt: {
        type: 'string',
        format: 'date-time',
        description: "The dry run's checkedAt: a stock that changed since is left as it is",
      },
    },
  },
};

export const IMPORT_STARTED = 'Import started';
export const catalogueFileName = () => `catalogue-${dayOf(new Date())}.csv`;

@ApiTags('books')
@Roles(Role.ADMIN)
@Controller('admin/books')
export class CatalogueCsvController {
  constructor(
    private readonly imports: CatalogueImportService,
    private readonly books: BooksService,
  ) {}

  @Post('import/dry-run')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @UseInterceptors(CsvUpload)
  @ApiOkResponse({ type: ImportReport, description: 'What importing the file would do; nothing is stored' })
  @ApiErrors(ErrorCode.FILE_TOO_LARGE)
  dryRun(@UploadedFile() file?: Express.Multer.File): Promise<ImportReport> {
    if (!file) throw csvRequired();
    return this.imports.dryRun(file.buffer);
  }

  @Post('import')
  @HttpCode(202)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @UseInterceptors(CsvUpload)
  @ApiAcceptedResponse({
    type: BookImportPayload,
    description: 'Started: follow it with GET /api/admin/books/import/{id}',
  })
  @ApiErrors(ErrorCode.FILE_TOO_LARGE, ErrorCode.IMPORT_RUNNING)
  async start(
    @CurrentUser() user: AuthUser,
    @Body() input: StartImportInput,
    @UploadedFile() file?: Express.Multer.File,
  ): Promise<BookImportPayload> {
    if (!file) throw csvRequired();
    const started = await this.imports.start(file.buffer, file.originalname, user, input.checkedAt);
    return { message: IMPORT_STARTED, import: started };
  }

  @Get('import/:id')
  @ApiOkResponse({ type: BookImportResponse, description: "An import's progress, then its result" })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async status(@ObjectIdParam('id', 'import id') id: string): Promise<BookImportResponse> {
    return { import: await this.imports.status(id) };
  }

  @Get('export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The catalogue as CSV in the import format, newest first', schema: { type: 'string' } })
  exportCatalogue(): StreamableFile {
    return csvDownload(CSV_COLUMNS, catalogueRows(this.books.all()), catalogueFileName());
  }
}
