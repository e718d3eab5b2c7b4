import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, ValidateBy } from 'class-validator';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import {
  ADDRESS_LABELS,
  ADDRESS_LIMITS,
  COUNTRY_MESSAGE,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  type AddressTextField,
} from '../address-rules';
import { isCountryCode } from '../countries';

/** Address lines, city and region may mix scripts (Arabic or Hebrew with Latin digits): direction marks are allowed there. */
const MIXED_SCRIPT: ReadonlySet<AddressTextField> = new Set(['line1', 'line2', 'city', 'region']);

/** A required text field of an address: cleaned, checked like every text of a person, at most its limit. */
function RequiredText(field: AddressTextField, example: string): PropertyDecorator {
  const label = ADDRESS_LABELS[field];
  const rules = { directionMarks: MIXED_SCRIPT.has(field) };
  return applyDecorators(
    ApiProperty({ example, minLength: 1, maxLength: ADDRESS_LIMITS[field], pattern: textPattern(rules) }),
    Field(),
    SafeText({ field: label, max: ADDRESS_LIMITS[field], ...rules }),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} must be text` }),
  );
}

/** An optional text field: left out, null or blank, it is stored as ''. */
function OptionalText(field: AddressTextField, example: string): PropertyDecorator {
  const label = ADDRESS_LABELS[field];
  const rules = { directionMarks: MIXED_SCRIPT.has(field) };
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example,
      maxLength: ADDRESS_LIMITS[field],
      pattern: textPattern(rules, { allowBlank: true }),
      description: 'Optional: left out, null or blank means none',
    }),
    Field(() => String, { nullable: true, description: 'Optional: left out, null or blank means none' }),
    SafeText({ field: label, max: ADDRESS_LIMITS[field], ...rules }),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
  );
}

/**
 * A delivery address, as added or edited (an edit sends every field again). Every text is
 * cleaned and checked like any text of a person (common/text), each error names the field; the
 * country is an ISO 3166-1 alpha-2 code, in either case.
 */
@InputType()
export class AddressInput {
  @RequiredText('fullName', 'Ada Lovelace')
  fullName: string;

  @RequiredText('line1', '12 St James’s Square')
  line1: string;

  @OptionalText('line2', 'Flat 3')
  line2?: string | null;

  @RequiredText('city', 'London')
  city: string;

  @OptionalText('region', 'Greater London')
  region?: string | null;

  @RequiredText('postalCode', 'SW1Y 4JH')
  postalCode: string;

  @ApiProperty({ example: 'GB', description: 'ISO 3166-1 alpha-2 code (GB, US, DE…)', minLength: 2, maxLength: 2 })
  @Field({ description: 'ISO 3166-1 alpha-2 code (GB, US, DE…)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @ValidateBy(
    { name: 'isCountryCode', validator: { validate: (value) => typeof value !== 'string' || isCountryCode(value) } },
    { message: COUNTRY_MESSAGE },
  )
  @IsNotEmpty({ message: 'Country is required' })
  @IsString({ message: COUNTRY_MESSAGE })
  country: string;

  @OptionalText('phone', '+44 20 7946 0000')
  @ValidateBy(
    {
      name: 'isPhone',
      validator: { validate: (value) => typeof value !== 'string' || value === '' || PHONE_PATTERN.test(value) },
    },
    { message: PHONE_MESSAGE },
  )
  phone?: string | null;
}
