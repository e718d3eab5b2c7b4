import { Field, GraphQLISODateTime, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDate, IsOptional } from 'class-validator';

/** The import's form besides its file: when the dry run read the catalogue. */
@InputType()
export class StartImportInput {
  @ApiPropertyOptional({ type: 'string', format: 'date-time' })
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      "The dry run's checkedAt: a book whose stock changed since keeps its stock. Omit it: the import's own start.",
  })
  @Transform(({ value }) =>
    typeof value === 'string' && value.trim() !== '' ? new Date(value) : value === '' ? undefined : value,
  )
  @IsOptional()
  @IsDate({ message: 'checkedAt must be a date and time (ISO 8601)' })
  checkedAt?: Date | null;
}
