import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import { MAX_COMPLAINT_REPLY_LENGTH } from '../complaint-rules';
import { COMPLAINT_MESSAGES } from '../complaints.messages';

/** The shopper's reply in their complaint's thread: the REST body, and GraphQL's `message` argument. */
@ArgsType()
export class ReplyToComplaintInput {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_COMPLAINT_REPLY_LENGTH,
    pattern: textPattern({ multiline: true, directionMarks: true }),
  })
  @Field({ description: 'The reply: the text rules of every message, at most 5000 characters' })
  @SafeText({ field: 'Message', max: MAX_COMPLAINT_REPLY_LENGTH, multiline: true, directionMarks: true })
  @IsString({ message: 'Message must be text' })
  @IsNotEmpty({ message: COMPLAINT_MESSAGES.messageRequired })
  message: string;
}
