import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Address } from './address.model';

/** What a change to the address book answers: the address concerned and the whole book after it. */
@ObjectType()
export class AddressPayload {
  @ApiProperty({ example: 'Address added' })
  @Field()
  message: string;

  @ApiProperty({ type: Address })
  @Field(() => Address)
  address: Address;

  @ApiProperty({ type: [Address], description: 'Every address of the book after the change, in the order added' })
  @Field(() => [Address], { description: 'Every address of the book after the change, in the order added' })
  addresses: Address[];
}

/** What a deletion answers: the book after it (another address may have become the default). */
@ObjectType()
export class DeleteAddressPayload {
  @ApiProperty({ example: 'Address deleted' })
  @Field()
  message: string;

  @ApiProperty({ type: [Address] })
  @Field(() => [Address])
  addresses: Address[];
}

export class AddressesResponse {
  @ApiProperty({ type: [Address] })
  addresses: Address[];
}
