import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { countryName } from '../countries';

/**
 * A delivery address as clients see it, without an identity: what an order keeps
 * (`shippingAddress`, a copy made when the order is placed) and the fields of an address in the
 * book. Optional fields are '' when left out.
 */
@ObjectType('ShippingAddress')
export class ShippingAddress {
  @ApiProperty({ example: 'Ada Lovelace' }) @Field() fullName: string;
  @ApiProperty({ example: '12 St James’s Square' }) @Field() line1: string;
  @ApiProperty({ example: '', description: '"" when left out' })
  @Field({ description: '"" when left out' })
  line2: string;
  @ApiProperty({ example: 'London' }) @Field() city: string;
  @ApiProperty({ example: '', description: '"" when left out' })
  @Field({ description: '"" when left out' })
  region: string;
  @ApiProperty({ example: 'SW1Y 4JH' }) @Field() postalCode: string;

  @ApiProperty({ example: 'GB', description: 'ISO 3166-1 alpha-2 code' })
  @Field({ description: 'ISO 3166-1 alpha-2 code' })
  country: string;

  @ApiProperty({ example: 'United Kingdom', description: "The country's English name" })
  @Field({ description: "The country's English name" })
  countryName: string;

  @ApiProperty({ example: '+44 20 7946 0000', description: '"" when left out' })
  @Field({ description: '"" when left out' })
  phone: string;
}

/** An address of the signed-in account's book: REST `_id`, GraphQL `id`. */
@ObjectType('Address')
export class Address extends ShippingAddress {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty({ description: 'The address orders go to when none is named (exactly one address of a book is)' })
  @Field({ description: 'The address orders go to when none is named (exactly one address of a book is)' })
  isDefault: boolean;
}

/** The stored fields of an address (an address book's entry or an order's copy). */
export interface AddressFields {
  fullName: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
  phone?: string;
}

/** The one mapper from stored address fields to the client shape without identity. */
export function toShippingAddress(record: AddressFields): ShippingAddress {
  return {
    fullName: record.fullName,
    line1: record.line1,
    line2: record.line2 ?? '',
    city: record.city,
    region: record.region ?? '',
    postalCode: record.postalCode,
    country: record.country,
    countryName: countryName(record.country),
    phone: record.phone ?? '',
  };
}

/** An address of the book, marked default or not. */
export function toAddress(record: AddressFields & { _id: unknown }, isDefault: boolean): Address {
  return { _id: String(record._id), ...toShippingAddress(record), isDefault };
}
