import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** Public settings a client needs before it can render prices. */
@ObjectType()
export class StoreSettings {
  @ApiProperty({ example: 'USD', description: 'ISO 4217 code every price is shown in (STORE_CURRENCY)' })
  @Field({ description: 'ISO 4217 code every price is shown in (STORE_CURRENCY)' })
  currency: string;
}
