import { applyDecorators } from '@nestjs/common';
import { Field, Float, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { COUNTRY_MESSAGE } from '../../addresses/address-rules';
import { COUNTRY_NAMES, isCountryCode } from '../../addresses/countries';
import { isPrice, MAX_PRICE } from '../../common/money/money';
import { SafeText } from '../../common/text/text.decorators';
import type { TextRules } from '../../common/text/text-rules';
import {
  isRatePercent,
  isTrackingTemplate,
  MAX_DAYS,
  MAX_TRACKING_URL_LENGTH,
  RATE_MESSAGE,
  TRACKING_URL_MESSAGE,
} from '../pricing-rules';

/** The decorators of the money settings' fields, each rule once for both transports. */

const upperTrimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** A required text of at most `max` characters, checked like every text of a person. */
export const NameText = (label: string, max: number, example: string) =>
  applyDecorators(
    ApiProperty({ example, minLength: 1, maxLength: max }),
    Field(),
    SafeText({ field: label, max }),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} must be text` }),
  );

/** An optional text: left out, null or blank is ''; `rules.multiline` lets it span lines (an address). */
export const OptionalText = (label: string, max: number, example: string, rules: TextRules = {}) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example, maxLength: max }),
    Field(() => String, { nullable: true }),
    SafeText({ field: label, max, ...rules }),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
  );

/** An ISO 3166-1 alpha-2 country, in either case. */
export const CountryCode = (label = 'Country', optional = false) =>
  applyDecorators(
    optional
      ? ApiPropertyOptional({ type: String, example: 'GB', description: 'ISO 3166-1 alpha-2 code; "" for none' })
      : ApiProperty({ example: 'GB', description: 'ISO 3166-1 alpha-2 code' }),
    Field(() => String, { nullable: optional }),
    upperTrimmed,
    ValidateBy(
      {
        name: 'isCountryCode',
        validator: {
          validate: (value) => typeof value !== 'string' || (optional && value === '') || isCountryCode(value),
        },
      },
      { message: COUNTRY_MESSAGE.replace('Country', label) },
    ),
    ...(optional ? [IsOptional()] : [IsNotEmpty({ message: `${label} is required` })]),
    IsString({ message: COUNTRY_MESSAGE.replace('Country', label) }),
  );

/** A list of countries, each an ISO 3166-1 alpha-2 code. */
export const CountryList = () =>
  applyDecorators(
    ApiProperty({
      type: String,
      isArray: true,
      enum: Object.keys(COUNTRY_NAMES),
      maxItems: 300,
      example: ['FR', 'DE'],
      description: 'ISO 3166-1 alpha-2 codes (upper or lower case)',
    }),
    Field(() => [String], { description: 'ISO 3166-1 alpha-2 codes' }),
    Transform(({ value }) =>
      Array.isArray(value) ? value.map((code) => (typeof code === 'string' ? code.trim().toUpperCase() : code)) : value,
    ),
    ValidateBy(
      {
        name: 'isCountryList',
        validator: {
          validate: (value) =>
            Array.isArray(value) && value.length <= 300 && value.every((code) => isCountryCode(code)),
        },
      },
      { message: `Countries must be a list of ${COUNTRY_MESSAGE.replace('Country must be a', '').trim()}` },
    ),
  );

/** An amount of money (price rules of common/money: at least 0, at most 2 decimals, at most MAX_PRICE). */
export const MoneyAmount = (label: string, { optional = false, example = 4.95 } = {}) => {
  const message = `${label} must be a number of at least 0 with at most 2 decimals`;
  return applyDecorators(
    optional
      ? ApiPropertyOptional({ type: Number, nullable: true, example, maximum: MAX_PRICE })
      : ApiProperty({ example, minimum: 0, maximum: MAX_PRICE }),
    Field(() => Float, { nullable: optional }),
    ...(optional ? [IsOptional()] : []),
    ValidateBy({ name: 'isPrice', validator: { validate: (value) => isPrice(value) } }, { message }),
    Max(MAX_PRICE, { message: `${label} must be at most ${MAX_PRICE}` }),
  );
};

/** A whole number from `min` to `max`, optional (null or left out: none). */
export const OptionalWhole = (label: string, min: number, max: number, example: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', nullable: true, minimum: min, maximum: max, example }),
    Field(() => Int, { nullable: true }),
    IsOptional(),
    IsInt({ message: `${label} must be a whole number from ${min} to ${max}` }),
    Min(min, { message: `${label} must be a whole number from ${min} to ${max}` }),
    Max(max, { message: `${label} must be a whole number from ${min} to ${max}` }),
  );

export const Days = (label: string) => OptionalWhole(label, 0, MAX_DAYS, 3);

/** A tax rate in percent, at most 4 decimals, 0 to 100. */
export const RatePercent = (label: string) =>
  applyDecorators(
    ApiProperty({ example: 20, minimum: 0, maximum: 100, description: 'Percent, at most 4 decimals' }),
    Field(() => Float, { description: 'Percent, at most 4 decimals' }),
    ValidateBy(
      { name: 'isRatePercent', validator: { validate: (value) => isRatePercent(value) } },
      { message: `${label}: ${RATE_MESSAGE}` },
    ),
  );

export const OptionalFlag = (label: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, description }),
    Field(() => Boolean, { nullable: true, description }),
    IsOptional(),
    IsBoolean({ message: `${label} must be true or false` }),
  );

/** A carrier's tracking link: an https:// address with `{number}` where the tracking number goes. */
export const TrackingTemplate = () =>
  applyDecorators(
    ApiProperty({
      example: 'https://www.dhl.com/track?id={number}',
      maxLength: MAX_TRACKING_URL_LENGTH,
      description: 'An https:// address; {number} stands for the tracking number',
    }),
    Field({ description: 'An https:// address; {number} stands for the tracking number' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy(
      {
        name: 'isTrackingTemplate',
        validator: { validate: (value) => typeof value !== 'string' || isTrackingTemplate(value) },
      },
      { message: TRACKING_URL_MESSAGE },
    ),
    ValidateBy(
      {
        name: 'trackingUrlLength',
        validator: { validate: (value) => typeof value !== 'string' || value.length <= MAX_TRACKING_URL_LENGTH },
      },
      { message: `A tracking link is at most ${MAX_TRACKING_URL_LENGTH} characters` },
    ),
    IsNotEmpty({ message: 'Tracking link is required' }),
    IsString({ message: 'Tracking link must be text' }),
  );
