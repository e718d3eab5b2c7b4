import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { lineTotalCents } from '../common/money/money';
import { NoticeFlags, type MessageOf, type NoticeMail, type NoticeSource, type PendingNotice } from '../mail';
import { EmailPreferencesService, type Recipient } from '../users/email-preferences.service';
import { Upgrades } from '../database/upgrades';
import type { OrderMailData, OrderMails } from './order-mails';
import { OrderNoticeKind } from './order-states';
import { PAYMENT_EXPIRY_ACTOR_ID } from './payment-states';
import type { StoredOrder } from './orders.repository';
import { Order as OrderRecord, type OrderNoticeRecord } from './schemas/order.schema';

type NoticedOrder = Pick<
  StoredOrder,
  '_id' | 'user' | 'shortId' | 'books' | 'totalCents' | 'shippingAddress' | 'notices'
> &
  Partial<Pick<StoredOrder, 'totals' | 'shipment' | 'payment'>>;

const TEMPLATE_OF = {
  [OrderNoticeKind.PLACED]: 'order-placed',
  [OrderNoticeKind.SHIPPED]: 'order-shipped',
  [OrderNoticeKind.DELIVERED]: 'order-delivered',
  [OrderNoticeKind.CANCELLED]: 'order-cancelled',
  [OrderNoticeKind.REFUNDED]: 'order-refunded',
} as const;

const ALWAYS_SENT = new Set([OrderNoticeKind.PLACED, OrderNoticeKind.REFUNDED]);

/** An address as the lines of a letter. */
export function addressLines(address: NonNullable<StoredOrder['shippingAddress']>): string[] {
  const cityLine = [address.postalCode, address.city, address.region].filter(Boolean).join(' ');
  return [address.fullName, address.line1, address.line2, cityLine, address.countryName, address.phone].filter(
    (line): line is string => Boolean(line),
  );
}

/** The order as its emails show it. */
export function orderMailData(order: NoticedOrder, name: string, notice?: OrderNoticeRecord): OrderMailData {
  return {
    orderId: String(order._id),
    number: order.shortId,
    name,
    lines: order.books.map((line) => ({
      title: line.book.title ?? '',
      quantity: line.quantity,
      unitCents: line.priceCents,
      totalCents: lineTotalCents(line.priceCents, line.quantity),
    })),
    totalCents: order.totalCents,
    ...(order.totals?.shipping
      ? {
          totals: {
            subtotalCents: order.totals.subtotalCents,
            discountCents: order.totals.discountCents,
            discountCode: order.totals.discount?.code ?? null,
            shippingCents: order.totals.shippingCents,
            shippingName: order.totals.shipping.name,
            taxCents: order.totals.taxCents,
            taxIncluded: order.totals.taxIncluded,
          },
        }
      : {}),
    address: order.shippingAddress ? addressLines(order.shippingAddress) : null,
    ...(order.shipment && notice?.kind === OrderNoticeKind.SHIPPED
      ? {
          shipment: {
            carrier: order.shipment.carrier ?? null,
            trackingNumber: order.shipment.trackingNumber ?? null,
            trackingUrl: order.shipment.trackingUrl ?? null,
          },
        }
      : {}),
    ...(notice?.kind === OrderNoticeKind.CANCELLED ? { cancelledBy: cancelledBy(order, notice) } : {}),
    ...(order.payment
      ? {
          payment: {
            method: order.payment.method,
            name: order.payment.name,
            state: order.payment.state,
            reference: order.payment.reference ?? null,
            bank: order.payment.bankDetails ?? null,
            refundCents: order.payment.refundCents ?? null,
          },
        }
      : {}),
  };
}

function cancelledBy(order: NoticedOrder, notice: OrderNoticeRecord): OrderMailData['cancelledBy'] {
  if (String(notice.by) === String(order.user)) return 'shopper';
  return String(notice.by) === PAYMENT_EXPIRY_ACTOR_ID ? 'unpaid' : 'shop';
}

/**
 * The orders' side of the outbox: each move that makes an email due writes its notice in the
 * move's own update (order-states.ts, `noticeOf`), with `noticesDue`; this turns the notices into
 * messages to the shopper and removes each once the outbox has it, and `noticesDue` with the last
 * (a payment move's notice, a refund's, is written the same way: orders.repository `movePayment`).
 * The outbox finds the orders by `noticesDue` (`NoticeFlags`), so a relay reads the orders with
 * notices, not every order. The confirmation and a refund always go; shipped, delivered and
 * cancelled follow the shopper's `orderEmails`. An order whose account is gone tells nobody.
 */
@Injectable()
export class OrderNotices implements NoticeSource {
  private readonly flags: NoticeFlags;

  constructor(
    @InjectModel(OrderRecord.name) orders: Model<OrderRecord>,
    private readonly users: EmailPreferencesService,
    upgrades: Upgrades,
  ) {
    this.flags = new NoticeFlags(orders.collection, upgrades, 'orders');
  }

  async pendingNotices(limit: number): Promise<PendingNotice[]> {
    const records = await this.flags.due<NoticedOrder>(limit, {
      user: 1,
      shortId: 1,
      books: 1,
      totalCents: 1,
      totals: 1,
      shippingAddress: 1,
      shipment: 1,
      payment: 1,
    });
    const people = await this.users.recipients(records.map((order) => String(order.user)));
    return records.flatMap((order) =>
      (order.notices ?? []).map((notice) => ({
        key: `order:${String(order._id)}:${String(notice._id)}`,
        mails: this.mailsOf(order, notice, people.get(String(order.user))),
        handed: () => this.flags.handed(order._id, notice._id),
      })),
    );
  }

  private mailsOf(order: NoticedOrder, notice: OrderNoticeRecord, customer: Recipient | undefined): NoticeMail[] {
    if (!customer) return [];
    // The confirmation and a refund (money the shopper is owed) always go; the rest as they chose.
    if (!ALWAYS_SENT.has(notice.kind) && !customer.orderEmails) return [];
    const data = orderMailData(order, customer.name, notice);
    const message = { template: TEMPLATE_OF[notice.kind], data } satisfies MessageOf<OrderMails>;
    return [{ recipient: 'shopper', to: customer.email, message }];
  }
}
