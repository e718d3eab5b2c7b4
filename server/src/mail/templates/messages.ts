import { button, type MailContext, type MailParts, paragraph } from './layout';
import { markup, type Markup, money, multiline } from './markup';

/** An order line as its emails show it. */
export interface OrderLineMail {
  title: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** An order as its emails show it (taken from the order when its notice is handed to the outbox). */
export interface OrderMailData {
  orderId: string;
  /** The number shown on screen. */
  number: string;
  name: string;
  lines: OrderLineMail[];
  totalCents: number;
  /** The delivery address, one line per entry; null for an order placed without one. */
  address: string[] | null;
  /** Who cancelled (order-cancelled only). */
  cancelledBy?: 'shopper' | 'shop';
}

export interface ComplaintAnsweredData {
  complaintId: string;
  name: string;
  title: string;
  response: string;
  status: string;
}

export interface NewComplaintData {
  complaintId: string;
  title: string;
  description: string;
  customerName: string;
  customerEmail: string;
  type: string;
  category: string;
  priority: string;
}

/** A book in the day's low-stock digest: `id` is the book's, the stock the lowest it reached that day. */
export interface LowStockEntry {
  id: string;
  title: string;
  author: string;
  stock: number;
}

/** The books that went down to the threshold or below on one UTC day ('YYYY-MM-DD'). */
export interface LowStockDigestData {
  day: string;
  threshold: number;
  entries: LowStockEntry[];
}

/** A book a sale left with no copies. */
export interface SoldOutData {
  bookId: string;
  title: string;
  author: string;
}

export interface PasswordResetData {
  name: string;
  /** From which the link's token is derived with the server's secret; the token itself is never stored. */
  nonce: string;
  minutes: number;
}

export interface ContactData {
  name: string;
  email: string;
  message: string;
}

/** Every message the store sends, by template, with the data each needs. */
export interface MailDataByTemplate {
  'order-placed': OrderMailData;
  'order-shipped': OrderMailData;
  'order-delivered': OrderMailData;
  'order-cancelled': OrderMailData;
  'complaint-answered': ComplaintAnsweredData;
  'complaint-new': NewComplaintData;
  'low-stock-digest': LowStockDigestData;
  'sold-out': SoldOutData;
  'password-reset': PasswordResetData;
  'password-changed': { name: string };
  contact: ContactData;
}

export type MailTemplate = keyof MailDataByTemplate;
export const MAIL_TEMPLATES = [
  'order-placed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'complaint-answered',
  'complaint-new',
  'low-stock-digest',
  'sold-out',
  'password-reset',
  'password-changed',
  'contact',
] as const satisfies readonly MailTemplate[];

/** A message to one recipient: the template and its data. */
export type MailMessage = { [T in MailTemplate]: { template: T; data: MailDataByTemplate[T] } }[MailTemplate];

/** What templates need beyond their data. */
export interface TemplateContext extends MailContext {
  /** The reset page's link for a reset notice's nonce. */
  resetLink(nonce: string): string;
}

const orderLink = (context: MailContext, id: string) => `${context.publicUrl}/orders/${encodeURIComponent(id)}`;
/** The admin's edit page of a book. */
const editBookLink = (context: MailContext, id: string) =>
  `${context.publicUrl}/admin/books/edit/${encodeURIComponent(id)}`;
const copies = (n: number) => (n === 1 ? '1 copy' : `${n} copies`);

function orderSummary(order: OrderMailData, context: MailContext): { html: Markup; text: string } {
  const price = (cents: number) => money(cents, context.currency);
  const rows = order.lines.map(
    (line) =>
      markup`<tr><td style="padding:4px 0">${line.title}</td><td style="padding:4px 8px;text-align:right">${line.quantity} × ${price(line.unitCents)}</td><td style="padding:4px 0;text-align:right">${price(line.totalCents)}</td></tr>`,
  );
  const address = order.address
    ? markup`<p style="margin:12px 0 0"><strong>Delivery address</strong><br />${order.address.map((line) => markup`${line}<br />`)}</p>`
    : markup``;
  const html = markup`<mj-table font-size="14px" color="#1f2937">${rows}<tr style="border-top:1px solid #e5e7eb"><td style="padding:6px 0"><strong>Total</strong></td><td></td><td style="padding:6px 0;text-align:right"><strong>${price(order.totalCents)}</strong></td></tr></mj-table>${paragraph(address)}`;
  const text = [
    ...order.lines.map(
      (line) => `- ${line.title}: ${line.quantity} x ${price(line.unitCents)} = ${price(line.totalCents)}`,
    ),
    `Total: ${price(order.totalCents)}`,
    ...(order.address ? ['', 'Delivery address:', ...order.address] : []),
  ].join('\n');
  return { html, text };
}

function orderMessage(
  order: OrderMailData,
  context: MailContext,
  { subject, lead, withLines }: { subject: string; lead: string; withLines: boolean },
): MailParts {
  const link = orderLink(context, order.orderId);
  const summary = withLines ? orderSummary(order, context) : undefined;
  return {
    subject: `${subject} (order #${order.number})`,
    preview: lead,
    body: markup`${paragraph(markup`Hello ${order.name},`)}${paragraph(lead)}${summary?.html ?? markup``}${button('View your order', link)}`,
    text: [
      `Hello ${order.name},`,
      '',
      lead,
      '',
      ...(summary ? [summary.text, ''] : []),
      `View your order: ${link}`,
    ].join('\n'),
  };
}

type Templates = { [T in MailTemplate]: (data: MailDataByTemplate[T], context: TemplateContext) => MailParts };

/** The subject, body and text of each message. Every value from a person is escaped by `markup`. */
export const TEMPLATES: Templates = {
  'order-placed': (order, context) =>
    orderMessage(order, context, {
      subject: `Thank you for your order at ${context.storeName}`,
      lead: `We have received your order #${order.number}. We will let you know when it ships.`,
      withLines: true,
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
        order.cancelledBy === 'shop'
          ? `We had to cancel your order #${order.number}. Nothing will be delivered, and you will not be charged for it.`
          : `Your order #${order.number} was cancelled as you asked. Nothing will be delivered.`,
      withLines: true,
    }),
  'complaint-answered': (complaint, context) => {
    const link = `${context.publicUrl}/complaint/${encodeURIComponent(complaint.complaintId)}`;
    return {
      subject: `We answered: ${complaint.title}`,
      preview: `Our answer to “${complaint.title}”`,
      body: markup`${paragraph(markup`Hello ${complaint.name},`)}${paragraph(markup`We answered your message “${complaint.title}” (now ${complaint.status}):`)}${paragraph(markup`<blockquote style="margin:0;padding-left:12px;border-left:3px solid #d1d5db">${multiline(complaint.response)}</blockquote>`)}${button('Read it on the site', link)}`,
      text: [
        `Hello ${complaint.name},`,
        '',
        `We answered your message "${complaint.title}" (now ${complaint.status}):`,
        '',
        complaint.response,
        '',
        `Read it on the site: ${link}`,
      ].join('\n'),
    };
  },
  'complaint-new': (complaint, context) => {
    const link = `${context.publicUrl}/admin/complaint/${encodeURIComponent(complaint.complaintId)}`;
    const facts = `${complaint.type}, ${complaint.category}, priority ${complaint.priority}`;
    return {
      subject: `New ${complaint.type}: ${complaint.title}`,
      preview: `From ${complaint.customerName}`,
      body: markup`${paragraph(markup`<strong>${complaint.title}</strong><br />From ${complaint.customerName} &lt;${complaint.customerEmail}&gt; · ${facts}`)}${paragraph(multiline(complaint.description))}${button('Answer it', link)}`,
      text: [
        complaint.title,
        `From ${complaint.customerName} <${complaint.customerEmail}> - ${facts}`,
        '',
        complaint.description,
        '',
        `Answer it: ${link}`,
      ].join('\n'),
    };
  },
  'low-stock-digest': (digest, context) => {
    const books = digest.entries.length === 1 ? '1 book' : `${digest.entries.length} books`;
    const lead = `${books} went down to the low-stock threshold (${copies(digest.threshold)}) or below on ${digest.day} (UTC):`;
    const left = (entry: LowStockEntry) => (entry.stock === 0 ? 'sold out' : `down to ${copies(entry.stock)}`);
    const rows = digest.entries.map(
      (entry) =>
        markup`<tr><td style="padding:4px 0"><a href="${editBookLink(context, entry.id)}" style="color:#1d4ed8">${entry.title}</a> by ${entry.author}</td><td style="padding:4px 0 4px 8px;text-align:right;white-space:nowrap">${left(entry)}</td></tr>`,
    );
    return {
      subject: `Low stock on ${digest.day}: ${books}`,
      preview: lead,
      body: markup`${paragraph(lead)}<mj-table font-size="14px" color="#1f2937">${rows}</mj-table>`,
      text: [
        lead,
        '',
        ...digest.entries.map(
          (entry) =>
            `- "${entry.title}" by ${entry.author}: ${left(entry)}. Restock it: ${editBookLink(context, entry.id)}`,
        ),
      ].join('\n'),
    };
  },
  'sold-out': (book, context) => {
    const link = editBookLink(context, book.bookId);
    const lead = `“${book.title}” by ${book.author} has sold out: no copies are left.`;
    return {
      subject: `Sold out: ${book.title}`,
      preview: lead,
      body: markup`${paragraph(lead)}${button('Restock it', link)}`,
      text: `${lead}\n\nRestock it: ${link}`,
    };
  },
  'password-reset': (reset, context) => {
    const link = context.resetLink(reset.nonce);
    const lead = `Someone asked to reset the password of your ${context.storeName} account. The link works once, for ${reset.minutes} minutes.`;
    const ignore = 'If it was not you, ignore this email: your password stays as it is.';
    return {
      subject: `Reset your ${context.storeName} password`,
      preview: 'A link to choose a new password',
      body: markup`${paragraph(markup`Hello ${reset.name},`)}${paragraph(lead)}${button('Choose a new password', link)}${paragraph(ignore)}`,
      text: [`Hello ${reset.name},`, '', lead, '', `Choose a new password: ${link}`, '', ignore].join('\n'),
    };
  },
  'password-changed': (account, context) => {
    const lead = `The password of your ${context.storeName} account was changed, and every device was signed out.`;
    const help = `If you did not change it, reset it at once from the sign-in page (${context.publicUrl}/forgot-password) and tell us.`;
    return {
      subject: 'Your password was changed',
      preview: lead,
      body: markup`${paragraph(markup`Hello ${account.name},`)}${paragraph(lead)}${paragraph(help)}`,
      text: [`Hello ${account.name},`, '', lead, '', help].join('\n'),
    };
  },
  contact: (message) => ({
    subject: `Contact form: ${message.name}`,
    preview: message.message.slice(0, 80),
    body: markup`${paragraph(markup`From ${message.name} &lt;${message.email}&gt;`)}${paragraph(multiline(message.message))}`,
    text: [`From ${message.name} <${message.email}>`, '', message.message].join('\n'),
  }),
};

/** The subject, body and text of one message. */
export function partsOf(message: MailMessage, context: TemplateContext): MailParts {
  const template = TEMPLATES[message.template] as (data: MailMessage['data'], context: TemplateContext) => MailParts;
  return template(message.data, context);
}
