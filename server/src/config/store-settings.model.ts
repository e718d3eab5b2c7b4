import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AppConfig } from './app-config';

/** A link to the store's page on another site (Settings; first values from STORE_SOCIAL_LINKS). */
@ObjectType()
export class SocialLink {
  @ApiProperty({ example: 'https://www.instagram.com/yourshop', description: 'The address of the page' })
  @Field({ description: 'The address of the page' })
  url: string;

  @ApiProperty({
    example: 'Instagram',
    description: "The site's name: its usual name for well-known sites, else the link's host",
  })
  @Field({ description: "The site's name: its usual name for well-known sites, else the link's host" })
  name: string;
}

/** Public settings a client needs to name the store and show prices and stock as the store does. */
@ObjectType()
export class StoreSettings {
  @ApiProperty({
    example: 'BookStore',
    description: "The store's name, for its pages' header and titles (Settings; first value STORE_NAME)",
  })
  @Field({ description: "The store's name, for its pages' header and titles (Settings; first value STORE_NAME)" })
  name: string;

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

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'support@example.com',
    description: 'Settings; first value STORE_EMAIL',
  })
  @Field(() => String, { nullable: true, description: 'The contact page (Settings; first value STORE_EMAIL)' })
  contactEmail?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+1 555 123 4567',
    description: 'Settings; first value STORE_PHONE',
  })
  @Field(() => String, { nullable: true, description: 'The contact page (Settings; first value STORE_PHONE)' })
  contactPhone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '1 Library Lane, Booktown',
    description: 'May span lines (Settings; first value STORE_ADDRESS)',
  })
  @Field(() => String, {
    nullable: true,
    description: 'The contact page; may span lines (Settings; first value STORE_ADDRESS)',
  })
  contactAddress?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'http://localhost:3000/api/images/665f1c2b9d3e4a0012345678',
    description: "The store's logo, an absolute image URL, for the header and footer; null for none (Settings)",
  })
  @Field(() => String, {
    nullable: true,
    description: "The store's logo, an absolute image URL, for the header and footer; null for none (Settings)",
  })
  logoUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'We are a small bookshop by the harbour.',
    description: "The About page's text, paragraphs split by blank lines; null: the standard text (Settings)",
  })
  @Field(() => String, {
    nullable: true,
    description: "The About page's text, paragraphs split by blank lines; null: the standard text (Settings)",
  })
  about?: string | null;

  @ApiPropertyOptional({
    example: false,
    description:
      "Whether the admin role is reserved for the store owner's email (ADMIN_EMAIL): registering as admin with any other email is refused with 403 ADMIN_ROLE_RESERVED. The email itself is never sent",
  })
  @Field({
    nullable: true,
    description:
      "Whether the admin role is reserved for the store owner's email (ADMIN_EMAIL): registering as admin with any other email is refused with ADMIN_ROLE_RESERVED. The email itself is never sent",
  })
  adminRoleRestricted?: boolean;

  @ApiProperty({
    type: [SocialLink],
    description:
      "The store's pages on other sites, in the order given; none when unset (Settings; first values STORE_SOCIAL_LINKS)",
  })
  @Field(() => [SocialLink], {
    description:
      "The store's pages on other sites, in the order given; none when unset (Settings; first values STORE_SOCIAL_LINKS)",
  })
  socialLinks: SocialLink[];

  @ApiPropertyOptional({
    example: true,
    description: 'Present (true) only when visitors may browse the catalogue without signing in (CATALOGUE_PUBLIC)',
  })
  @Field({
    nullable: true,
    description: 'True when visitors may browse the catalogue without signing in (CATALOGUE_PUBLIC); null otherwise',
  })
  cataloguePublic?: boolean;
}

/** The shop's identity as the public settings show it (store-identity/). */
export interface PublicIdentity {
  name: string;
  email: string;
  phone: string;
  address: string;
  socialLinks: SocialLink[];
  about: string;
  logoUrl: string | null;
}

/** The settings as clients see them: the validated configuration's, and the shop's identity as saved. */
export function storeSettingsOf(
  config: Pick<AppConfig, 'storeCurrency' | 'lowStockThreshold' | 'mail' | 'adminEmail'> &
    Partial<Pick<AppConfig, 'cataloguePublic'>>,
  identity: PublicIdentity,
): StoreSettings {
  return {
    name: identity.name,
    currency: config.storeCurrency,
    lowStockThreshold: config.lowStockThreshold,
    emailEnabled: config.mail.mode !== 'off',
    adminRoleRestricted: config.adminEmail !== undefined,
    contactEmail: identity.email || null,
    contactPhone: identity.phone || null,
    contactAddress: identity.address || null,
    logoUrl: identity.logoUrl,
    about: identity.about || null,
    socialLinks: identity.socialLinks.map(({ url, name }) => ({ url, name })),
    // Only when on: with the setting off the answer is the same as before it existed.
    ...(config.cataloguePublic ? { cataloguePublic: true } : {}),
  };
}
