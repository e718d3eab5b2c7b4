import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CatalogueRead } from '../common/auth/access.decorators';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { AlsoBoughtResponse, Shelves } from './models/shelves.model';
import { ShelvesService } from './shelves.service';

/** The shelves' routes (docs/api.md "Shelves"), for whoever may read the catalogue. */
@ApiTags('books')
@Controller()
export class ShelvesController {
  constructor(private readonly shelves: ShelvesService) {}

  @CatalogueRead()
  @Get('books/shelves')
  @ApiOkResponse({ type: Shelves, description: "The home page's shelves: new arrivals, best sellers, highly rated" })
  read(): Promise<Shelves> {
    return this.shelves.shelves();
  }

  @CatalogueRead()
  @Get('books/:id/also-bought')
  @ApiOkResponse({ type: AlsoBoughtResponse })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async alsoBought(@ObjectIdParam('id', 'book id') id: string): Promise<AlsoBoughtResponse> {
    return { books: await this.shelves.alsoBought(id) };
  }
}
