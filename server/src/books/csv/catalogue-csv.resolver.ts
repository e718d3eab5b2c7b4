import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload';
import { Roles } from '../../common/auth/access.decorators';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../../common/auth/role';
import { CsvDownload } from '../../common/csv/csv-download.model';
import { ParseObjectIdPipe } from '../../common/http/parse-object-id.pipe';
import { BookImportPayload, BookImportStatus, ImportReport } from '../models/book-import.model';
import { catalogueFileName, IMPORT_STARTED } from './catalogue-csv.controller';
import { CatalogueImportService } from './catalogue-import.service';
import { csvFromGraphQL } from './csv-upload';
import { StartImportInput } from './start-import.input';

// Nullable so that a call without a file is told what to send (as over REST), after the access checks.
const CsvFile = () =>
  Args('file', {
    type: () => GraphQLUpload,
    nullable: true,
    description: 'A UTF-8 CSV with a header row (see docs/api.md); required',
  });

@Resolver()
@Roles(Role.ADMIN)
export class CatalogueCsvResolver {
  constructor(private readonly imports: CatalogueImportService) {}

  @Mutation(() => ImportReport, {
    description: 'What importing a CSV would do, with nothing stored (REST: POST /api/admin/books/import/dry-run)',
  })
  async dryRunBookImport(@CsvFile() file?: Promise<FileUpload> | null): Promise<ImportReport> {
    return this.imports.dryRun((await csvFromGraphQL(file)).buffer);
  }

  @Mutation(() => BookImportPayload, {
    description: 'Start importing a CSV; follow it with bookImport(id) (REST: POST /api/admin/books/import)',
  })
  async startBookImport(
    @CurrentUser() user: AuthUser,
    @CsvFile() file?: Promise<FileUpload> | null,
    @Args('input', { type: () => StartImportInput, nullable: true }) input?: StartImportInput | null,
  ): Promise<BookImportPayload> {
    const { buffer, originalName } = await csvFromGraphQL(file);
    return {
      message: IMPORT_STARTED,
      import: await this.imports.start(buffer, originalName, user, input?.checkedAt),
    };
  }

  @Query(() => CsvDownload, {
    description: 'Where to download the catalogue as CSV in the import format (REST: GET /api/admin/books/export)',
  })
  catalogueExport(): CsvDownload {
    return { path: '/api/admin/books/export', fileName: catalogueFileName() };
  }

  @Query(() => BookImportStatus, {
    description: "An import's progress, then its result (REST: GET /api/admin/books/import/:id)",
  })
  bookImport(
    @Args('id', { type: () => ID }, new ParseObjectIdPipe('import id')) id: string,
  ): Promise<BookImportStatus> {
    return this.imports.status(id);
  }
}
