import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { fromGraphQLUpload } from '../images/incoming-file';
import { StoreIdentityInput } from './dto/store-identity.input';
import { StoreIdentityPayload, StoreIdentityView } from './models/store-identity.model';
import { STORE_IDENTITY_MESSAGES } from './store-identity.messages';
import { StoreIdentityService } from './store-identity.service';

@Roles(Role.ADMIN)
@Resolver(() => StoreIdentityView)
export class StoreIdentityResolver {
  constructor(private readonly identity: StoreIdentityService) {}

  @Query(() => StoreIdentityView, {
    description: "The shop's identity as saved (REST: GET /api/admin/settings/identity)",
  })
  storeIdentity(): Promise<StoreIdentityView> {
    return this.identity.read();
  }

  @Mutation(() => StoreIdentityPayload, {
    description:
      'Save the name, contact details, social links and About text; every field is sent again (REST: PUT /api/admin/settings/identity)',
  })
  async updateStoreIdentity(@Args('input') input: StoreIdentityInput): Promise<StoreIdentityPayload> {
    return { message: STORE_IDENTITY_MESSAGES.updated, identity: await this.identity.update(input) };
  }

  @Mutation(() => StoreIdentityPayload, {
    description: 'Replace the logo: JPEG, PNG, WebP or GIF, at most 5 MB (REST: PUT /api/admin/settings/identity/logo)',
  })
  async updateStoreLogo(
    // Nullable, as the catalogue's CSV: a missing file is the service's 400, after the access check.
    @Args('logo', { type: () => GraphQLUpload, nullable: true }) logo?: Promise<FileUpload> | null,
  ): Promise<StoreIdentityPayload> {
    return {
      message: STORE_IDENTITY_MESSAGES.logoUpdated,
      identity: await this.identity.setLogo(await fromGraphQLUpload(logo)),
    };
  }

  @Mutation(() => StoreIdentityPayload, {
    description: 'Remove the logo (REST: DELETE /api/admin/settings/identity/logo)',
  })
  async removeStoreLogo(): Promise<StoreIdentityPayload> {
    return { message: STORE_IDENTITY_MESSAGES.logoRemoved, identity: await this.identity.removeLogo() };
  }
}
