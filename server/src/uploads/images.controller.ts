import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth/access.decorators';
import { ImagesService } from './images.service';

@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'The bytes of a stored image, cacheable for a year (ids never change content)' })
  async getImage(@Param('id') id: string, @Res() res: Response) {
    const image = await this.images.open(id);
    res.set({
      'Content-Type': image.contentType,
      'Content-Length': String(image.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${id}"`,
      'Last-Modified': image.uploadDate.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    image.stream.on('error', () => res.destroy());
    image.stream.pipe(res);
  }
}
