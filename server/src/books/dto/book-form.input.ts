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
    description:
      'A cover file (multipart), or text: the current image URL to keep it, "" to remove it, ' +
      "or an external http(s) URL to use as the cover (not the URL of another book's image)",
    type: 'string',
    maxLength: 2048,
    pattern: '^(?![!-~]*/api/images/[0-9a-fA-F]{24}$)(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/[!-~]*)?$',
  })
  @IsOptional()
  @SafeText({ field: 'Image', max: 2048, tooLongMessage: 'Image must be an image file or the current image URL' })
  @IsString({ message: 'Image must be an image file or the current image URL' })
  image?: string;
}
