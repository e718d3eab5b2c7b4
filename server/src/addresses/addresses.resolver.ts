import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { ADDRESS_MESSAGES } from './addresses.messages';
import { AddressesService } from './addresses.service';
import { AddressInput } from './dto/address.input';
import { AddressPayload, DeleteAddressPayload } from './models/address-payloads.model';
import { Address } from './models/address.model';

const AddressId = () => Args('id', { type: () => ID }, new ParseObjectIdPipe('address id'));

@Resolver(() => Address)
export class AddressesResolver {
  constructor(private readonly book: AddressesService) {}

  @Query(() => [Address], {
    description: "The signed-in account's delivery addresses, in the order added (REST: GET /api/user/addresses)",
  })
  addresses(@CurrentUser() user: AuthUser): Promise<Address[]> {
    return this.book.list(user);
  }

  @Mutation(() => AddressPayload, {
    description: 'Add a delivery address; the first is the default (REST: POST /api/user/addresses)',
  })
  async addAddress(@CurrentUser() user: AuthUser, @Args('input') input: AddressInput): Promise<AddressPayload> {
    return { message: ADDRESS_MESSAGES.added, ...(await this.book.add(user, input)) };
  }

  @Mutation(() => AddressPayload, {
    description: 'Replace the fields of one of your addresses (REST: PUT /api/user/addresses/:id)',
  })
  async updateAddress(
    @CurrentUser() user: AuthUser,
    @AddressId() id: string,
    @Args('input') input: AddressInput,
  ): Promise<AddressPayload> {
    return { message: ADDRESS_MESSAGES.updated, ...(await this.book.update(user, id, input)) };
  }

  @Mutation(() => DeleteAddressPayload, {
    description: 'Delete one of your addresses (REST: DELETE /api/user/addresses/:id)',
  })
  async deleteAddress(@CurrentUser() user: AuthUser, @AddressId() id: string): Promise<DeleteAddressPayload> {
    return { message: ADDRESS_MESSAGES.deleted, addresses: await this.book.remove(user, id) };
  }

  @Mutation(() => AddressPayload, {
    description: 'Make one of your addresses the default (REST: PUT /api/user/addresses/:id/default)',
  })
  async setDefaultAddress(@CurrentUser() user: AuthUser, @AddressId() id: string): Promise<AddressPayload> {
    return { message: ADDRESS_MESSAGES.madeDefault, ...(await this.book.setDefault(user, id)) };
  }
}
