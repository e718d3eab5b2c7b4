import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Paginated } from '../../common/pagination/paginated';
import { Complaint } from './complaint.model';

@ObjectType()
export class ComplaintPayload {
  @ApiProperty({ example: 'Complaint submitted successfully!' })
  @Field()
  message: string;

  @ApiProperty({ type: Complaint })
  @Field(() => Complaint)
  complaint: Complaint;
}

/** A page of complaints. */
@ObjectType()
export class ComplaintConnection extends Paginated(Complaint) {}

/** Counts over every complaint; `overdue` counts pending and in-progress ones past their target. */
@ObjectType()
export class ComplaintStats {
  @ApiProperty({ type: 'integer' }) @Field(() => Int) total: number;
  @ApiProperty({ type: 'integer' }) @Field(() => Int) pending: number;
  @ApiProperty({ type: 'integer' }) @Field(() => Int) inProgress: number;
  @ApiProperty({ type: 'integer' }) @Field(() => Int) resolved: number;
  @ApiProperty({ type: 'integer' }) @Field(() => Int) closed: number;
  @ApiProperty({ type: 'integer' }) @Field(() => Int) overdue: number;
}

export class ComplaintEnvelope {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ type: Complaint }) complaint: Complaint;
}

export class ComplaintPayloadEnvelope extends ComplaintEnvelope {
  @ApiProperty({ example: 'Complaint submitted successfully!' }) message: string;
}

export class ComplaintsEnvelope {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ type: [Complaint] }) complaints: Complaint[];
}

export class ComplaintStatsEnvelope {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ type: ComplaintStats }) stats: ComplaintStats;
}

export class ComplaintDeletedEnvelope {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: 'Complaint deleted successfully' }) message: string;
}
