import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { PaginationArgs } from '../common/pagination/pagination.args';
import { CsvDownload } from '../common/csv/csv-download.model';
import { ListOrdersArgs } from './dto/list-orders.args';
import { ShipmentInput } from './dto/update-order-status.input';
import { OrdersExportArgs } from './dto/orders-export.args';
import { exportRange, ordersFileName } from './orders-export';
import { PlaceOrderNowArgs } from './dto/order-line.input';
import { PlaceOrderInput } from './dto/place-order.input';
import { OrderConnection, OrderPayload } from './models/order-payloads.model';
import { LiveStreams, type Topic } from '../common/events/live-streams';
import { Order, shopperView } from './models/order.model';
import { OrderPlaced, OrderUpdated } from './order-events';
import { OrderStatus } from './order-status';
import { ORDER_MESSAGES } from './orders.messages';
import { OrdersService } from './orders.service';

const OrderId = () => Args('id', { type: () => ID }, new ParseObjectIdPipe('order id'));

@Resolver(() => Order)
export class OrdersResolver {
  /** Each shopper's order changes, as the shopper sees them: an order's change reaches its shopper's subscriptions only. */
  private readonly shoppersOrders: Topic<Order>;

  constructor(
    private readonly ordering: OrdersService,
    private readonly live: LiveStreams,
  ) {
    this.shoppersOrders = live.topic(
      OrderUpdated,
      ({ order }) => [order.user._id],
      ({ order }) => shopperView(order),
    );
  }

  @Mutation(() => OrderPayload, {
    description:
      'Order the whole cart, to the address named or the default one; the cart is emptied (REST: POST /api/user/order)',
  })
  async placeOrder(@CurrentUser() user: AuthUser, @Args() args: PlaceOrderInput): Promise<OrderPayload> {
    return { message: ORDER_MESSAGES.placed, order: await this.ordering.placeFromCart(user, args.addressId, args) };
  }

  @Mutation(() => OrderPayload, {
    description:
      'Order these lines, leaving the cart alone; repeated books are merged (REST: POST /api/user/order/manual)',
  })
  async placeOrderNow(@CurrentUser() user: AuthUser, @Args() args: PlaceOrderNowArgs): Promise<OrderPayload> {
    return {
      message: ORDER_MESSAGES.placed,
      order: await this.ordering.placeNow(user, args.lines, args.addressId, args),
    };
  }

  @Mutation(() => OrderPayload, {
    description:
      'Cancel one of your orders while it is pending; its copies go back to stock (REST: POST /api/user/orders/:id/cancel)',
  })
  async cancelOrder(@CurrentUser() user: AuthUser, @OrderId() id: string): Promise<OrderPayload> {
    return { message: ORDER_MESSAGES.cancelled, order: await this.ordering.cancel(id, user, { owner: user }) };
  }

  @Query(() => OrderConnection, {
    description: "A page of the signed-in shopper's orders, newest first (REST: GET /api/user/orders)",
  })
  myOrders(@CurrentUser() user: AuthUser, @Args() args: PaginationArgs): Promise<OrderConnection> {
    return this.ordering.listMine(user, args);
  }

  @Query(() => Order, { description: "One order: a shopper's own (another's is NOT_FOUND), or any for the admin" })
  order(@CurrentUser() viewer: AuthUser, @OrderId() id: string): Promise<Order> {
    return this.ordering.findForViewer(viewer, id);
  }

  @Roles(Role.ADMIN)
  @Query(() => OrderConnection, {
    description: 'A page of all orders, newest first, with search and status filter (REST: GET /api/admin/orders)',
  })
  orders(@Args() args: ListOrdersArgs): Promise<OrderConnection> {
    return this.ordering.list(args);
  }

  @Roles(Role.ADMIN)
  @Query(() => CsvDownload, {
    description: 'Where to download the orders of these days as CSV (REST: GET /api/admin/orders/export?from=&to=)',
  })
  ordersExport(@Args() range: OrdersExportArgs): CsvDownload {
    exportRange(range);
    const query = new URLSearchParams({ from: range.from, to: range.to });
    return { path: `/api/admin/orders/export?${query}`, fileName: ordersFileName(range) };
  }

  @Roles(Role.ADMIN)
  @Mutation(() => OrderPayload, {
    description:
      "Set an order's status; every change is recorded; CANCELLED cancels a pending order (REST: PUT /api/admin/orders/:id)",
  })
  async updateOrderStatus(
    @CurrentUser() admin: AuthUser,
    @OrderId() id: string,
    @Args('status', { type: () => OrderStatus }) status: OrderStatus,
    @Args('shipment', {
      type: () => ShipmentInput,
      nullable: true,
      description: 'With SHIPPED only: the carrier and tracking number (for a shipped order: a correction)',
    })
    shipment?: ShipmentInput,
  ): Promise<OrderPayload> {
    const order = await this.ordering.updateStatus(id, status, admin, shipment);
    return { message: ORDER_MESSAGES.statusUpdated(order.status), order };
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      "Where the admin downloads the order's packing slip (REST GET, a PDF: lines, quantities, delivery, no prices); " +
      'null for a shopper. Several at once: /api/admin/orders/packing-slips?ids=a,b,c',
  })
  packingSlipPath(@Parent() order: Order, @Context() context: { req?: { user?: AuthUser } }): string | null {
    // Read from the context as it is: a subscription's answer may come without a request.
    return context.req?.user?.role === Role.ADMIN ? `/api/admin/orders/${order._id}/packing-slip` : null;
  }

  @Subscription(() => Order, {
    description: "The signed-in shopper's own orders as they change: status, cancellation",
    resolve: (order: Order) => order,
  })
  myOrderUpdated(@CurrentUser() user: AuthUser): AsyncIterator<Order> {
    return this.shoppersOrders.watch(user._id);
  }

  @Roles(Role.ADMIN)
  @Subscription(() => Order, { description: 'Every new order, once acknowledged', resolve: (order: Order) => order })
  orderPlaced(): AsyncIterator<Order> {
    return this.live.of(OrderPlaced, ({ order }) => order);
  }

  @Roles(Role.ADMIN)
  @Subscription(() => Order, {
    description: "Every order whose status changed (a shopper's cancellation included)",
    resolve: (order: Order) => order,
  })
  orderUpdated(): AsyncIterator<Order> {
    return this.live.of(OrderUpdated, ({ order }) => order);
  }
}
