import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth/access.decorators';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors, OBJECT_ID_PATTERN } from '../common/http/api-errors';
import { matchesETag } from '../common/http/etag';
import { ImagesService } from './images.service';

@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'The bytes of a stored image, cacheable for a year (ids never change content)' })
  @ApiParam({ name: 'id', schema: { type: 'string', pattern: OBJECT_ID_PATTERN } })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/gif')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The image, with its real content type' })
  @ApiErrors(ErrorCode.INVALID_ID, ErrorCode.NOT_FOUND)
  async getImage(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
  ) {
    const image = await this.images.open(id);
    // An id never changes content (a new upload gets a new id), so the id is the validator.
    const etag = `"${id.toLowerCase()}"`;
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Last-Modified': image.uploadDate.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (matchesETag(ifNoneMatch?.toLowerCase(), etag)) {
      image.stream.destroy();
      res.status(304).end();
      return;
    }
    res.set({ 'Content-Type': image.contentType, 'Content-Length': String(image.length) });
    image.stream.on('error', () => res.destroy());
    image.stream.pipe(res);
  }
}
