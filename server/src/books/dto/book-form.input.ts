import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { SafeText } from '../../common/text/text.decorators';
import { BookInput } from './book.input';

/**
 * The REST add/update form: the book's fields plus `image` as text. A cover file travels in the
 * multipart field `image` instead. As text, `image` is the book's current image URL (or id) to
 * keep it, '' to remove the cover, or an external http(s) URL to use as the cover.
 */
export class BookFormInput extends BookInput {
  @ApiPropertyOptional({
    description: 'A cover file (multipart), or text: the current image URL to keep it, "" to remove it',
    type: 'string',
    format: 'binary',
  })
  @IsOptional()
  @SafeText({ field: 'Image', max: 2048, tooLongMessage: 'Image must be an image file or the current image URL' })
  @IsString({ message: 'Image must be an image file or the current image URL' })
  image?: string;
}
