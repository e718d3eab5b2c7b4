import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** Public settings a client needs to show prices and stock as the store does. */
@ObjectType()
export class StoreSettings {
  @ApiProperty({ example: 'USD', description: 'ISO 4217 code every price is shown in (STORE_CURRENCY)' })
  @Field({ description: 'ISO 4217 code every price is shown in (STORE_CURRENCY)' })
  currency: string;

  @ApiProperty({
    type: 'integer',
    example: 3,
    description: 'A book with this many copies or fewer is low in stock (LOW_STOCK_THRESHOLD)',
  })
  @Field(() => Int, { description: 'A book with this many copies or fewer is low in stock (LOW_STOCK_THRESHOLD)' })
  lowStockThreshold: number;
}

/** The settings as clients see them, from the validated configuration. */
export function storeSettingsOf(config: { storeCurrency: string; lowStockThreshold: number }): StoreSettings {
  return { currency: config.storeCurrency, lowStockThreshold: config.lowStockThreshold };
}
