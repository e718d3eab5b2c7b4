import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, Matches } from 'class-validator';
import { DAY_PATTERN, dayFormatMessage } from './days';

/** The days a request covers, both included (UTC days, as the dashboard counts them): checked by `dayRange`. */
@ArgsType()
export class DayRangeArgs {
  @ApiProperty({ example: '2026-01-01', description: 'The first day (UTC), YYYY-MM-DD' })
  @Field({ description: 'The first day (UTC), YYYY-MM-DD' })
  @Matches(DAY_PATTERN, { message: dayFormatMessage('from') })
  @IsDefined({ message: 'from is required' })
  from: string;

  @ApiProperty({ example: '2026-12-31', description: 'The last day (UTC), YYYY-MM-DD, included' })
  @Field({ description: 'The last day (UTC), YYYY-MM-DD, included' })
  @Matches(DAY_PATTERN, { message: dayFormatMessage('to') })
  @IsDefined({ message: 'to is required' })
  to: string;
}
