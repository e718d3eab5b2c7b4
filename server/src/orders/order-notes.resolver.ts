import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { AddOrderNoteInput } from './dto/add-order-note.input';
import { OrderNote, OrderNotePayload, OrderNotes } from './models/order-note.model';
import { OrderNotesService } from './order-notes.service';
import { ORDER_MESSAGES } from './orders.messages';

const OrderId = () => Args('orderId', { type: () => ID }, new ParseObjectIdPipe('order id'));

@Roles(Role.ADMIN)
@Resolver(() => OrderNote)
export class OrderNotesResolver {
  constructor(private readonly notes: OrderNotesService) {}

  @Query(() => OrderNotes, {
    description: "An order's internal notes, newest first (REST: GET /api/admin/orders/:id/notes)",
  })
  orderNotes(@OrderId() orderId: string): Promise<OrderNotes> {
    return this.notes.list(orderId);
  }

  @Mutation(() => OrderNotePayload, {
    description: 'Adds an internal note to an order, signed with your name (REST: POST /api/admin/orders/:id/notes)',
  })
  async addOrderNote(
    @CurrentUser() admin: AuthUser,
    @OrderId() orderId: string,
    @Args('input') input: AddOrderNoteInput,
  ): Promise<OrderNotePayload> {
    return { message: ORDER_MESSAGES.noteAdded, note: await this.notes.add(orderId, input.text, admin) };
  }
}
