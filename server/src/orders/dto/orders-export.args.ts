import { ArgsType } from '@nestjs/graphql';
import { DayRangeArgs } from '../../common/dates/day-range.args';

/** The days of an orders export, both included (UTC days, as the dashboard counts them). */
@ArgsType()
export class OrdersExportArgs extends DayRangeArgs {}
