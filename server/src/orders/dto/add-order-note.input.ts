import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import { MAX_ORDER_NOTE_LENGTH } from '../order-notes.rules';

/** An internal note on an order (several lines allowed). */
@InputType()
export class AddOrderNoteInput {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_ORDER_NOTE_LENGTH,
    pattern: textPattern({ multiline: true, directionMarks: true }),
    example: 'Customer called: leave the parcel with the neighbour at number 12.',
  })
  @Field({ description: `1 to ${MAX_ORDER_NOTE_LENGTH} characters; several lines allowed` })
  @SafeText({ field: 'Note', max: MAX_ORDER_NOTE_LENGTH, multiline: true, directionMarks: true })
  @IsString({ message: 'Note must be text' })
  @IsNotEmpty({ message: 'Note is required' })
  text: string;
}
