import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_COMPLAINT_DESCRIPTION_LENGTH } from '../../complaints/complaint-rules';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import { PersonEmail, PersonName } from '../../users/dto/person-fields';

/** The contact form's longest message: a complaint's description. */
export const MAX_CONTACT_MESSAGE_LENGTH = MAX_COMPLAINT_DESCRIPTION_LENGTH;

/** A message from the contact page, from anyone (REST body and GraphQL input). */
@InputType()
export class ContactMessageInput {
  @PersonName()
  name: string;

  @PersonEmail()
  email: string;

  @ApiProperty({
    minLength: 1,
    maxLength: MAX_CONTACT_MESSAGE_LENGTH,
    pattern: textPattern({ multiline: true, directionMarks: true }),
  })
  @Field()
  @SafeText({ field: 'Message', max: MAX_CONTACT_MESSAGE_LENGTH, multiline: true, directionMarks: true })
  @IsNotEmpty({ message: 'Message is required' })
  @IsString({ message: 'Message must be text' })
  message: string;

  /** Hidden on the page, so people leave it empty; a bot that fills it is answered alike and sends nothing. */
  @ApiPropertyOptional({ description: 'Leave empty (a field hidden from people)', maxLength: 200 })
  @Field({ nullable: true, description: 'Leave empty (a field hidden from people)' })
  @IsOptional()
  @IsString({ message: 'Website must be text' })
  @MaxLength(200, { message: 'Website must be at most 200 characters' })
  website?: string;
}
