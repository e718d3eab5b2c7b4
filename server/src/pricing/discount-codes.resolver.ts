import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { DiscountCodeInput } from './dto/discount-code.input';
import { DeleteDiscountCodePayload, DiscountCodePayload, DiscountCodeView } from './models/discount-code.model';
import { DiscountCodesService } from './discount-codes.service';
import { PRICING_MESSAGES } from './pricing.messages';

const CodeId = () => Args('id', { type: () => ID }, new ParseObjectIdPipe('discount code id'));

@Roles(Role.ADMIN)
@Resolver(() => DiscountCodeView)
export class DiscountCodesResolver {
  constructor(private readonly codes: DiscountCodesService) {}

  @Query(() => [DiscountCodeView], {
    description:
      'Every discount code, newest first, with its uses and the discount given (REST: GET /api/admin/discount-codes)',
  })
  discountCodes(): Promise<DiscountCodeView[]> {
    return this.codes.list();
  }

  @Mutation(() => DiscountCodePayload, { description: 'Add a discount code (REST: POST /api/admin/discount-codes)' })
  async addDiscountCode(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: DiscountCodeInput,
  ): Promise<DiscountCodePayload> {
    return { message: PRICING_MESSAGES.codeAdded, discountCode: await this.codes.add(input, admin) };
  }

  @Mutation(() => DiscountCodePayload, {
    description: "Replace a code's terms; enabled: false disables it (REST: PUT /api/admin/discount-codes/:id)",
  })
  async updateDiscountCode(
    @CurrentUser() admin: AuthUser,
    @CodeId() id: string,
    @Args('input') input: DiscountCodeInput,
  ): Promise<DiscountCodePayload> {
    return { message: PRICING_MESSAGES.codeUpdated, discountCode: await this.codes.update(id, input, admin) };
  }

  @Mutation(() => DeleteDiscountCodePayload, {
    description: 'Delete a code no order used (REST: DELETE /api/admin/discount-codes/:id)',
  })
  async deleteDiscountCode(@CurrentUser() admin: AuthUser, @CodeId() id: string): Promise<DeleteDiscountCodePayload> {
    await this.codes.remove(id, admin);
    return { message: PRICING_MESSAGES.codeDeleted };
  }
}
