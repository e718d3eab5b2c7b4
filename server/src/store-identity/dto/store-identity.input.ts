import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, isEmail, IsOptional, IsString, ValidateBy } from 'class-validator';
import { secureSocialLink } from '../../config/social-links';
import { SafeText } from '../../common/text/text.decorators';
import { textProblem } from '../../common/text/text-rules';
import { NameText, OptionalText } from '../../pricing/dto/pricing-fields';
import { STORE_IDENTITY_LIMITS as LIMITS, SOCIAL_LINK_MESSAGE } from '../store-identity-rules';

/** Each entry an https:// address (trimmed); a list of anything else is refused by its own message. */
const SocialLinkList = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: [String],
      maxItems: LIMITS.socialLinks,
      example: ['https://www.instagram.com/yourshop'],
      description: "https:// addresses of the shop's pages on other sites, in order; names are derived from them",
    }),
    Field(() => [String], { nullable: true, description: "https:// addresses of the shop's pages on other sites" }),
    Transform(({ value }) =>
      Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry.trim() : entry)) : value,
    ),
    IsOptional(),
    IsArray({ message: 'Social links must be a list of web addresses' }),
    ArrayMaxSize(LIMITS.socialLinks, { message: `A shop can list at most ${LIMITS.socialLinks} social links` }),
    IsString({ each: true, message: 'Each social link must be a web address' }),
    ValidateBy(
      {
        name: 'isSocialLink',
        validator: {
          validate: (value) =>
            !Array.isArray(value) ||
            value.every(
              (entry) => typeof entry !== 'string' || (entry.length <= LIMITS.socialLinkUrl && secureSocialLink(entry)),
            ),
        },
      },
      {
        message: ({ value }) => {
          const bad = (value as unknown[]).find(
            (entry) => typeof entry === 'string' && !(entry.length <= LIMITS.socialLinkUrl && secureSocialLink(entry)),
          );
          return `${SOCIAL_LINK_MESSAGE}: "${String(bad).slice(0, 80)}" is not one`;
        },
      },
    ),
  );

/**
 * The shop's identity as the admin saves it: every field is sent again; an optional one left out,
 * null or blank is none. The logo has routes of its own (a file).
 */
@InputType()
export class StoreIdentityInput {
  @NameText('Shop name', LIMITS.name, 'Northshelf Books')
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'hello@northshelf.example', maxLength: LIMITS.email })
  @Field(() => String, { nullable: true })
  @SafeText({ field: 'Contact email', max: LIMITS.email, lowercase: true })
  @ValidateBy(
    {
      name: 'isContactEmail',
      validator: {
        // Judged only on text the character rules accept (see EmailAddress in common/text).
        validate: (value) =>
          typeof value !== 'string' || value === '' || textProblem('Email', value) !== null || isEmail(value),
      },
    },
    { message: 'Contact email must be an email address such as hello@example.com' },
  )
  @IsOptional()
  @IsString({ message: 'Contact email must be text' })
  email?: string | null;

  @OptionalText('Phone', LIMITS.phone, '+1 555 123 4567')
  phone?: string | null;

  @OptionalText('Postal address', LIMITS.address, '1 Library Lane\nBooktown', { multiline: true })
  address?: string | null;

  @SocialLinkList()
  socialLinks?: string[] | null;

  @OptionalText('About text', LIMITS.about, 'We are a small bookshop by the harbour.', { multiline: true })
  about?: string | null;
}
