import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { AddOrderNoteInput } from './dto/add-order-note.input';
import { OrderNotePayload, OrderNotes } from './models/order-note.model';
import { OrderNotesService } from './order-notes.service';
import { ORDER_MESSAGES } from './orders.messages';

const OrderId = () => ObjectIdParam('id', 'order id');

@ApiTags('orders')
@Roles(Role.ADMIN)
@Controller('admin/orders/:id/notes')
export class OrderNotesController {
  constructor(private readonly notes: OrderNotesService) {}

  @Get()
  @ApiOkResponse({ type: OrderNotes, description: "The order's internal notes, newest first" })
  @ApiErrors(ErrorCode.NOT_FOUND)
  list(@OrderId() id: string): Promise<OrderNotes> {
    return this.notes.list(id);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: OrderNotePayload, description: 'Adds an internal note, signed with your name' })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async add(
    @CurrentUser() admin: AuthUser,
    @OrderId() id: string,
    @Body() input: AddOrderNoteInput,
  ): Promise<OrderNotePayload> {
    return { message: ORDER_MESSAGES.noteAdded, note: await this.notes.add(id, input.text, admin) };
  }
}
