import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The orders whose packing slips download together (REST query only: a PDF is never a GraphQL answer). */
export class PackingSlipsArgs {
  @ApiProperty({
    example: '665f1c2b9d3e4a0012345678,665f1c2b9d3e4a0012345679',
    description: 'The orders’ ids, separated by commas: 1 to 100 of them',
  })
  @IsOptional()
  @IsString({ message: 'ids must be the orders’ ids, separated by commas' })
  @MaxLength(5000, { message: 'At most 100 orders at once' })
  ids?: string;
}
