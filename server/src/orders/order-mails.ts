import {
  button,
  type MailContext,
  type MailParts,
  type MailTemplates,
  markup,
  type Markup,
  money,
  paragraph,
} from '../mail';

/** An order line as its emails show it. */
export interface OrderLineMail {
  title: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** An order's breakdown as its emails show it. */
export interface OrderTotalsMail {
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  shippingName: string;
  taxCents: number;
  taxIncluded: boolean;
}

/** An order as its emails show it (taken from the order when its notice is handed to the outbox). */
export interface OrderMailData {
  orderId: string;
  /** The number shown on screen. */
  number: string;
  name: string;
  lines: OrderLineMail[];
  totalCents: number;
  /** How the total is made up; left out for orders placed before it was kept (their total is their books'). */
  totals?: OrderTotalsMail;
  /** The delivery address, one line per entry; null for an order placed without one. */
  address: string[] | null;
  /** How it was shipped (order-shipped only, when recorded). */
  shipment?: ShipmentMail;
  /** Who cancelled (order-cancelled only): the shopper, the shop, or the expiry of an unpaid transfer. */
  cancelledBy?: 'shopper' | 'shop' | 'unpaid';
  /** How it is paid; left out for orders placed before payments. */
  payment?: PaymentMail;
}

/** An order's payment as its emails show it: a transfer's account and reference, a refund due. */
export interface PaymentMail {
  method: string;
  name: string;
  state: string;
  reference: string | null;
  bank: { holder: string; account: string; bank: string; notes: string } | null;
  refundCents: number | null;
}

/** A shipment as the shipped email shows it. */
export interface ShipmentMail {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** The orders' emails, by template, with the data each needs. */
export interface OrderMails {
  'order-placed': OrderMailData;
  'order-shipped': OrderMailData;
  'order-delivered': OrderMailData;
  'order-cancelled': OrderMailData;
  'order-refunded': OrderMailData;
}

const orderLink = (context: MailContext, id: string) => `${context.publicUrl}/orders/${encodeURIComponent(id)}`;

/** The lines between the books and the total: subtotal, discount, shipping and tax (none for an order without a breakdown). */
function breakdownOf(totals: OrderTotalsMail | undefined, price: (cents: number) => string): Array<[string, string]> {
  if (!totals) return [];
  return [
    ['Subtotal', price(totals.subtotalCents)],
    ...(totals.discountCents
      ? [
          [`Discount${totals.discountCode ? ` (${totals.discountCode})` : ''}`, `-${price(totals.discountCents)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [`Shipping (${totals.shippingName})`, price(totals.shippingCents)],
    ...(totals.taxCents || totals.taxIncluded
      ? [[totals.taxIncluded ? 'Tax included' : 'Tax', price(totals.taxCents)] as [string, string]]
      : []),
  ];
}

function orderSummary(order: OrderMailData, context: MailContext): { html: Markup; text: string } {
  const price = (cents: number) => money(cents, context.currency);
  const rows = order.lines.map(
    (line) =>
      markup`<tr><td style="padding:4px 0">${line.title}</td><td style="padding:4px 8px;text-align:right">${line.quantity} × ${price(line.unitCents)}</td><td style="padding:4px 0;text-align:right">${price(line.totalCents)}</td></tr>`,
  );
  const address = order.address
    ? markup`<p style="margin:12px 0 0"><strong>Delivery address</strong><br />${order.address.map((line) => markup`${line}<br />`)}</p>`
    : markup``;
  const breakdown = breakdownOf(order.totals, price);
  const breakdownRows = breakdown.map(
    ([label, amount]) =>
      markup`<tr><td style="padding:2px 0">${label}</td><td></td><td style="padding:2px 0;text-align:right">${amount}</td></tr>`,
  );
  const html = markup`<mj-table font-size="14px" color="#1f2937">${rows}${breakdownRows}<tr style="border-top:1px solid #e5e7eb"><td style="padding:6px 0"><strong>Total</strong></td><td></td><td style="padding:6px 0;text-align:right"><strong>${price(order.totalCents)}</strong></td></tr></mj-table>${paragraph(address)}`;
  const text = [
    ...order.lines.map(
      (line) => `- ${line.title}: ${line.quantity} x ${price(line.unitCents)} = ${price(line.totalCents)}`,
    ),
    ...breakdown.map(([label, amount]) => `${label}: ${amount}`),
    `Total: ${price(order.totalCents)}`,
    ...(order.address ? ['', 'Delivery address:', ...order.address] : []),
  ].join('\n');
  return { html, text };
}

/** "Shipped with DHL, tracking number 0034…" and the link to follow the parcel, when there is one. */
function shipmentNote(shipment: ShipmentMail | undefined): { html: Markup; text: string[] } | undefined {
  if (!shipment || (!shipment.carrier && !shipment.trackingNumber)) return undefined;
  const sentence = [
    shipment.carrier ? `Carrier: ${shipment.carrier}` : '',
    shipment.trackingNumber ? `Tracking number: ${shipment.trackingNumber}` : '',
  ].filter(Boolean);
  const url = shipment.trackingUrl;
  return {
    html: paragraph(
      markup`${sentence.map((line, index) => markup`${index ? markup`<br />` : markup``}${line}`)}${
        url ? markup`<br /><a href="${url}" style="color:#1d4ed8">Track your parcel</a>` : markup``
      }`,
    ),
    text: [...sentence, ...(url ? [`Track your parcel: ${url}`] : [])],
  };
}

/** What the email says about paying: a transfer's details on the confirmation, a refund due on the cancellation. */
function paymentNote(
  payment: PaymentMail | undefined,
  when: 'placed' | 'cancelled',
  price: (cents: number) => string,
): { html: Markup; text: string[] } | undefined {
  if (!payment) return undefined;
  let lines: string[] = [];
  if (when === 'placed') {
    lines = [`Payment: ${payment.name}`];
    if (payment.bank) {
      lines.push(
        'Please transfer the total to:',
        `Account holder: ${payment.bank.holder}`,
        `Account: ${payment.bank.account}`,
        ...(payment.bank.bank ? [`Bank: ${payment.bank.bank}`] : []),
        ...(payment.bank.notes ? payment.bank.notes.split('\n') : []),
        `Reference: ${payment.reference ?? ''}`,
      );
    }
  } else if (payment.refundCents !== null && (payment.state === 'refund-due' || payment.state === 'refunded')) {
    // Relayed after the admin may already have marked the refund made.
    const refund = payment.state === 'refunded' ? 'it has been refunded to you.' : 'we will refund it to you.';
    lines = [`You paid ${price(payment.refundCents)} for this order: ${refund}`];
  }
  if (!lines.length) return undefined;
  return {
    html: paragraph(markup`${lines.map((line, index) => markup`${index ? markup`<br />` : markup``}${line}`)}`),
    text: lines,
  };
}

function orderMessage(
  order: OrderMailData,
  context: MailContext,
  {
    subject,
    lead,
    withLines,
    invoice = false,
    paymentAs,
  }: { subject: string; lead: string; withLines: boolean; invoice?: boolean; paymentAs?: 'placed' | 'cancelled' },
): MailParts {
  const link = orderLink(context, order.orderId);
  const summary = withLines ? orderSummary(order, context) : undefined;
  const shipment = shipmentNote(order.shipment);
  const payment = paymentAs
    ? paymentNote(order.payment, paymentAs, (cents) => money(cents, context.currency))
    : undefined;
  // The invoice is numbered just after the order is placed, maybe after this email: the order page has it.
  const invoiceNote = invoice ? `Your invoice is available to download from your order page: ${link}` : undefined;
  return {
    subject: `${subject} (order #${order.number})`,
    preview: lead,
    body: markup`${paragraph(markup`Hello ${order.name},`)}${paragraph(lead)}${shipment?.html ?? markup``}${summary?.html ?? markup``}${payment?.html ?? markup``}${
      invoice
        ? paragraph(
            markup`Your invoice is available to download from <a href="${link}" style="color:#1d4ed8">your order page</a>.`,
          )
        : markup``
    }${button('View your order', link)}`,
    text: [
      `Hello ${order.name},`,
      '',
      lead,
      '',
      ...(shipment ? [...shipment.text, ''] : []),
      ...(summary ? [summary.text, ''] : []),
      ...(payment ? [...payment.text, ''] : []),
      ...(invoiceNote ? [invoiceNote, ''] : []),
      `View your order: ${link}`,
    ].join('\n'),
  };
}

/** The shopper's emails about an order (registered with the mail module by OrdersModule). */
export const ORDER_MAILS: MailTemplates<OrderMails> = {
  'order-placed': (order, context) =>
    orderMessage(order, context, {
      subject: `Thank you for your order at ${context.storeName}`,
      lead: `We have received your order #${order.number}. We will let you know when it ships.`,
      withLines: true,
      invoice: true,
      paymentAs: 'placed',
    }),
  'order-shipped': (order, context) =>
    orderMessage(order, context, {
      subject: 'Your order has shipped',
      lead: `Your order #${order.number} is on its way.`,
      withLines: true,
    }),
  'order-delivered': (order, context) =>
    orderMessage(order, context, {
      subject: 'Your order was delivered',
      lead: `Your order #${order.number} was delivered. Enjoy your reading!`,
      withLines: false,
    }),
  'order-cancelled': (order, context) =>
    orderMessage(order, context, {
      subject: 'Your order was cancelled',
      lead:
        order.cancelledBy === 'unpaid'
          ? `We cancelled your order #${order.number} because we did not receive its payment in time. Nothing will be delivered.`
          : order.cancelledBy === 'shop'
            ? `We had to cancel your order #${order.number}. Nothing will be delivered${
                order.payment?.refundCents ? '.' : ', and you will not be charged for it.'
              }`
            : `Your order #${order.number} was cancelled as you asked. Nothing will be delivered.`,
      withLines: true,
      paymentAs: 'cancelled',
    }),
  'order-refunded': (order, context) =>
    orderMessage(order, context, {
      subject: 'Your payment was refunded',
      lead: `We have refunded ${money(order.payment?.refundCents ?? order.totalCents, context.currency)} to you for order #${
        order.number
      }.${order.payment?.method === 'card' ? ' It can take a few days to show on your card statement.' : ''}`,
      withLines: false,
    }),
};
