import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AppConfig } from './app-config';

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

  @ApiPropertyOptional({
    example: true,
    description: 'Whether the store sends email; without it there is no password reset (SMTP_URL in production)',
  })
  @Field({
    nullable: true,
    description: 'Whether the store sends email; without it there is no password reset (SMTP_URL in production)',
  })
  emailEnabled?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'support@example.com', description: 'STORE_EMAIL' })
  @Field(() => String, { nullable: true, description: 'The contact page: STORE_EMAIL' })
  contactEmail?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+1 555 123 4567', description: 'STORE_PHONE' })
  @Field(() => String, { nullable: true, description: 'The contact page: STORE_PHONE' })
  contactPhone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '1 Library Lane, Booktown',
    description: 'STORE_ADDRESS',
  })
  @Field(() => String, { nullable: true, description: 'The contact page: STORE_ADDRESS' })
  contactAddress?: string | null;
}

/** The settings as clients see them, from the validated configuration. */
export function storeSettingsOf(
  config: Pick<AppConfig, 'storeCurrency' | 'lowStockThreshold' | 'mail' | 'store'>,
): StoreSettings {
  return {
    currency: config.storeCurrency,
    lowStockThreshold: config.lowStockThreshold,
    emailEnabled: config.mail.mode !== 'off',
    contactEmail: config.store.email ?? null,
    contactPhone: config.store.phone ?? null,
    contactAddress: config.store.address ?? null,
  };
}
