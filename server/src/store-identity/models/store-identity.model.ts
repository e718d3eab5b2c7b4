import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { SocialLink } from '../../config/store-settings.model';
import type { StoredIdentity } from '../store-identity.repository';

/** The shop's identity as the admin edits it (the public part is in `StoreSettings`). */
@ObjectType('StoreIdentity')
export class StoreIdentityView {
  @ApiProperty({ example: 'Northshelf Books' }) @Field() name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'http://localhost:3000/api/images/665f1c2b9d3e4a0012345678',
    description: "The logo's absolute URL; null for none (the name stands alone)",
  })
  @Field(() => String, { nullable: true, description: "The logo's absolute URL; null for none" })
  logoUrl: string | null;

  @ApiProperty({ example: 'hello@northshelf.example', description: "'' for none" }) @Field() email: string;
  @ApiProperty({ example: '+1 555 123 4567', description: "'' for none" }) @Field() phone: string;
  @ApiProperty({ example: '1 Library Lane\nBooktown', description: "May span lines; '' for none" })
  @Field()
  address: string;

  @ApiProperty({ type: [SocialLink] }) @Field(() => [SocialLink]) socialLinks: SocialLink[];

  @ApiProperty({
    example: 'We are a small bookshop by the harbour.',
    description: "Paragraphs split by blank lines; '' for none",
  })
  @Field({ description: "The About page's text: paragraphs split by blank lines; '' for the standard text" })
  about: string;

  @ApiProperty({ type: String, nullable: true, description: 'When it was last saved; null: never (first values)' })
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was last saved; null: never (the first values)',
  })
  updatedAt: Date | null;
}

@ObjectType()
export class StoreIdentityPayload {
  @ApiProperty({ example: 'Shop identity saved' }) @Field() message: string;
  @ApiProperty({ type: StoreIdentityView }) @Field(() => StoreIdentityView) identity: StoreIdentityView;
}

export class StoreIdentityResponse {
  @ApiProperty({ type: StoreIdentityView }) identity: StoreIdentityView;
}

/** The identity as the admin sees it; `urlFor` makes the logo's image id an absolute URL. */
export function toStoreIdentity(identity: StoredIdentity, urlFor: (ref: string) => string): StoreIdentityView {
  return {
    name: identity.name,
    logoUrl: urlFor(identity.logo ?? '') || null,
    email: identity.email ?? '',
    phone: identity.phone ?? '',
    address: identity.address ?? '',
    socialLinks: (identity.socialLinks ?? []).map(({ url, name }) => ({ url, name })),
    about: identity.about ?? '',
    updatedAt: identity.updatedAt ?? null,
  };
}
