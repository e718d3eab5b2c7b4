import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import { ComplaintPriority, ComplaintStatus, PRIORITY_MESSAGE, STATUS_MESSAGE } from '../complaint-enums';
import { MAX_COMPLAINT_RESPONSE_LENGTH } from '../complaint-rules';
import { COMPLAINT_MESSAGES } from '../complaints.messages';

/** The admin's answer; status and priority stay as they are when left out. */
@InputType()
export class RespondToComplaintInput {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_COMPLAINT_RESPONSE_LENGTH,
    pattern: textPattern({ multiline: true, directionMarks: true }),
  })
  @Field()
  @SafeText({ field: 'Response', max: MAX_COMPLAINT_RESPONSE_LENGTH, multiline: true, directionMarks: true })
  @IsString({ message: 'Response must be text' })
  @IsNotEmpty({ message: COMPLAINT_MESSAGES.responseRequired })
  adminResponse: string;

  @ApiPropertyOptional({ enum: ComplaintStatus })
  @Field(() => ComplaintStatus, { nullable: true })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(ComplaintStatus, { message: STATUS_MESSAGE })
  status?: ComplaintStatus | null;

  @ApiPropertyOptional({ enum: ComplaintPriority })
  @Field(() => ComplaintPriority, { nullable: true })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(ComplaintPriority, { message: PRIORITY_MESSAGE })
  priority?: ComplaintPriority | null;
}
