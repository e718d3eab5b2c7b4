import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, Matches } from 'class-validator';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_MESSAGE = (name: string) => `${name} must be a date as YYYY-MM-DD`;

/** The days of an orders export, both included (UTC days, as the dashboard counts them). */
@ArgsType()
export class OrdersExportArgs {
  @ApiProperty({ example: '2026-01-01', description: 'The first day (UTC), YYYY-MM-DD' })
  @Field({ description: 'The first day (UTC), YYYY-MM-DD' })
  @Matches(DAY, { message: DAY_MESSAGE('from') })
  @IsDefined({ message: 'from is required' })
  from: string;

  @ApiProperty({ example: '2026-12-31', description: 'The last day (UTC), YYYY-MM-DD, included' })
  @Field({ description: 'The last day (UTC), YYYY-MM-DD, included' })
  @Matches(DAY, { message: DAY_MESSAGE('to') })
  @IsDefined({ message: 'to is required' })
  to: string;
}
