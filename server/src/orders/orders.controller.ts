import { Body, Controller, Get, HttpCode, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { streamJsonArray } from '../common/http/stream-json-array';
import { csvDownload } from '../common/csv/csv-stream';
import { ManualOrderInput } from './dto/order-line.input';
import { OrdersExportArgs } from './dto/orders-export.args';
import { PackingSlipsArgs } from './dto/packing-slips.args';
import { exportRange, ORDER_COLUMNS, orderRows, ordersFileName } from './orders-export';
import { PlaceOrderInput } from './dto/place-order.input';
import { UpdateOrderStatusInput } from './dto/update-order-status.input';
import { OrderPayload, OrderResponse, OrdersResponse } from './models/order-payloads.model';
import { ORDER_MESSAGES } from './orders.messages';
import { OrdersService } from './orders.service';
import { type PackingSlipFile, PackingSlipsService } from './packing-slips.service';

const OrderId = () => ObjectIdParam('id', 'order id');

const pdf = ({ fileName, content }: PackingSlipFile) =>
  new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"` });
const PACKING_SLIPS_PDF = { schema: { type: 'string', format: 'binary' } };

/** What placing may answer about the delivery, the code and the total (pricing's refusals). */
const CHECKOUT_ERRORS = [
  ErrorCode.DELIVERY_ADDRESS_REQUIRED,
  ErrorCode.DELIVERY_UNAVAILABLE,
  ErrorCode.SHIPPING_METHOD_UNAVAILABLE,
  ErrorCode.PRICE_CHANGED,
  ErrorCode.DISCOUNT_CODE_UNKNOWN,
  ErrorCode.DISCOUNT_CODE_DISABLED,
  ErrorCode.DISCOUNT_CODE_NOT_STARTED,
  ErrorCode.DISCOUNT_CODE_EXPIRED,
  ErrorCode.DISCOUNT_CODE_USED_UP,
  ErrorCode.DISCOUNT_CODE_ALREADY_USED,
  ErrorCode.DISCOUNT_CODE_MINIMUM,
];

@ApiTags('orders')
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly packingSlips: PackingSlipsService,
  ) {}

  @Post('user/order')
  @HttpCode(201)
  @ApiCreatedResponse({
    type: OrderPayload,
    description:
      'Orders the whole cart, to the address named or the default one; the cart is emptied. The body is optional',
  })
  @ApiErrors(ErrorCode.CART_EMPTY, ErrorCode.INSUFFICIENT_STOCK, ErrorCode.NOT_FOUND, ...CHECKOUT_ERRORS)
  async placeOrder(@CurrentUser() user: AuthUser, @Body() input: PlaceOrderInput): Promise<OrderPayload> {
    return { message: ORDER_MESSAGES.placed, order: await this.orders.placeFromCart(user, input.addressId, input) };
  }

  @Post('user/order/manual')
  @HttpCode(201)
  @ApiCreatedResponse({
    type: OrderPayload,
    description: 'Orders these lines; a totalAmount sent is ignored; the cart is untouched',
  })
  @ApiErrors(ErrorCode.INVALID_ID, ErrorCode.INSUFFICIENT_STOCK, ErrorCode.NOT_FOUND, ...CHECKOUT_ERRORS)
  async placeManualOrder(@CurrentUser() user: AuthUser, @Body() input: ManualOrderInput): Promise<OrderPayload> {
    const lines = input.books.map((line) => ({ bookId: line.book, quantity: line.quantity }));
    return { message: ORDER_MESSAGES.placed, order: await this.orders.placeNow(user, lines, input.addressId, input) };
  }

  @Get('user/orders')
  @ApiOkResponse({ type: OrdersResponse, description: "The shopper's orders, newest first" })
  myOrders(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return streamJsonArray('orders', this.orders.allMine(user));
  }

  @Get('user/orders/:id')
  @ApiOkResponse({ type: OrderResponse })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async myOrder(@CurrentUser() user: AuthUser, @OrderId() id: string): Promise<OrderResponse> {
    return { order: await this.orders.findMine(user, id) };
  }

  @Post('user/orders/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({
    type: OrderPayload,
    description:
      'Cancels one of your orders while it is pending; its copies go back to stock. Cancelling again answers the same',
  })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.ORDER_NOT_CANCELLABLE)
  async cancel(@CurrentUser() user: AuthUser, @OrderId() id: string): Promise<OrderPayload> {
    return { message: ORDER_MESSAGES.cancelled, order: await this.orders.cancel(id, user, { owner: user }) };
  }

  @Roles(Role.ADMIN)
  @Get('admin/orders')
  @ApiOkResponse({ type: OrdersResponse, description: 'Every order, newest first, with its customer' })
  allOrders(): Promise<StreamableFile> {
    return streamJsonArray('orders', this.orders.all());
  }

  // Before admin/orders/:id, which would take "export" for an id.
  @Roles(Role.ADMIN)
  @Get('admin/orders/export')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The orders placed on these days (UTC, both included), oldest first, as CSV for the accounts',
    schema: { type: 'string' },
  })
  exportOrders(@Query() range: OrdersExportArgs): StreamableFile {
    const { start, end } = exportRange(range);
    return csvDownload(ORDER_COLUMNS, orderRows(this.orders.between(start, end)), ordersFileName(range));
  }

  // Before admin/orders/:id too.
  @Roles(Role.ADMIN)
  @Get('admin/orders/packing-slips')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    ...PACKING_SLIPS_PDF,
    description:
      'The packing slips of these orders (ids=a,b,c: 1 to 100) in one PDF, each order from a new page, in the order asked; no prices',
  })
  @ApiErrors(ErrorCode.VALIDATION_FAILED, ErrorCode.INVALID_ID, ErrorCode.NOT_FOUND)
  async packingSlipsOf(@Query() query: PackingSlipsArgs): Promise<StreamableFile> {
    return pdf(await this.packingSlips.many(query.ids));
  }

  @Roles(Role.ADMIN)
  @Get('admin/orders/:id/packing-slip')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    ...PACKING_SLIPS_PDF,
    description:
      "The order's packing slip as a PDF (packing-slip-a1b2c3d4.pdf): lines, quantities, delivery; no prices",
  })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async packingSlip(@OrderId() id: string): Promise<StreamableFile> {
    return pdf(await this.packingSlips.one(id));
  }

  @Roles(Role.ADMIN)
  @Get('admin/orders/:id')
  @ApiOkResponse({ type: OrderResponse })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async order(@OrderId() id: string): Promise<OrderResponse> {
    return { order: await this.orders.findAny(id) };
  }

  @Roles(Role.ADMIN)
  @Put('admin/orders/:id')
  @ApiOkResponse({
    type: OrderPayload,
    description:
      '"cancelled" cancels a pending order; its copies go back to stock. With "shipped", carrier and trackingNumber ' +
      'record the shipment (sent again for a shipped order: they replace it, with no new history entry or email)',
  })
  @ApiErrors(
    ErrorCode.VALIDATION_FAILED,
    ErrorCode.NOT_FOUND,
    ErrorCode.ORDER_NOT_CANCELLABLE,
    ErrorCode.ORDER_CANCELLED,
  )
  async updateStatus(
    @CurrentUser() admin: AuthUser,
    @OrderId() id: string,
    @Body() input: UpdateOrderStatusInput,
  ): Promise<OrderPayload> {
    const order = await this.orders.updateStatus(id, input.status, admin, input);
    return { message: ORDER_MESSAGES.statusUpdated(order.status), order };
  }
}
