import PDFDocument from 'pdfkit';
import { OrderDocumentKind } from '../orders/order-states';
import { winAnsi } from './pdf-text';
import type { Invoice } from './schemas/invoice.schema';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;
/** The table's columns: title, quantity, unit price, line total (x and width). */
const COLUMNS = { title: [MARGIN, 265], quantity: [325, 50], unit: [380, 80], total: [465, 80] } as const;

/** The title a document has: "Invoice" or "Credit note". */
export const titleOf = (kind: OrderDocumentKind) =>
  kind === OrderDocumentKind.CREDIT_NOTE ? 'Credit note' : 'Invoice';

/** The file it downloads as: invoice-2026-000123.pdf, credit-note-C-2026-000007.pdf. */
export const fileNameOf = (invoice: Pick<Invoice, 'kind' | 'number'>) => `${invoice.kind}-${invoice.number}.pdf`;

const percent = (ppm: number) => `${(ppm / 10_000).toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;

/**
 * Draws an issued document (invoice-numbering.ts stored it) as an A4 PDF with the built-in
 * Helvetica, which needs no font file but draws only WinAnsi text (pdf-text.ts: other characters
 * print as `?`). Everything drawn comes from the stored snapshot, with its issue date as the
 * file's date, so the same document always gives the same file. `compress: false` leaves the
 * text streams readable (the tests read them).
 */
export function renderInvoicePdf(invoice: Invoice, { compress = true } = {}): Promise<Buffer> {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency });
  const price = (cents: number) => winAnsi(money.format(cents / 100));
  const title = titleOf(invoice.kind);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    info: {
      Title: winAnsi(`${title} ${invoice.number}`),
      Author: winAnsi(invoice.seller.name),
      CreationDate: new Date(invoice.issuedAt),
      ModDate: new Date(invoice.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(winAnsi(value), x, y, { lineBreak: true, ...options });

  // Head: the title and number, the dates, the order.
  doc.font('Helvetica-Bold').fontSize(20);
  text(`${title} ${invoice.number}`, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10);
  const issued = new Date(invoice.issuedAt).toISOString().slice(0, 10);
  const head = [
    `Issued ${issued}`,
    `Order #${invoice.orderNumber} of ${new Date(invoice.orderedAt).toISOString().slice(0, 10)}`,
    ...(invoice.refersTo ? [`Credits invoice ${invoice.refersTo}`] : []),
  ];
  text(head.join('\n'), MARGIN, doc.y + 6);

  // The parties: the seller on the left, the buyer and the delivery on the right.
  const partiesTop = doc.y + 18;
  const seller = invoice.seller;
  const sellerLines = [
    seller.name,
    seller.address,
    seller.taxNumber ? `Tax number: ${seller.taxNumber}` : '',
    seller.email,
    seller.phone,
  ].filter(Boolean);
  doc.font('Helvetica-Bold');
  text('Seller', MARGIN, partiesTop);
  doc.font('Helvetica');
  text(sellerLines.join('\n'), MARGIN, doc.y + 2, { width: 230 });
  const sellerBottom = doc.y;
  const right = MARGIN + 260;
  doc.font('Helvetica-Bold');
  text('Buyer', right, partiesTop);
  doc.font('Helvetica');
  text([invoice.buyer.name, invoice.buyer.email].filter(Boolean).join('\n'), right, doc.y + 2, { width: 235 });
  doc.font('Helvetica-Bold');
  text('Delivery', right, doc.y + 8);
  doc.font('Helvetica');
  const delivery = invoice.inStore ? ['Collect in store'] : (invoice.deliveryAddress ?? ['No delivery address']);
  text(delivery.join('\n'), right, doc.y + 2, { width: 235 });

  // The lines.
  let y = Math.max(sellerBottom, doc.y) + 24;
  const row = (cells: [string, string, string, string], bold = false) => {
    if (y > BOTTOM - 40) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    text(cells[0], COLUMNS.title[0], y, { width: COLUMNS.title[1] });
    const titleBottom = doc.y;
    text(cells[1], COLUMNS.quantity[0], y, { width: COLUMNS.quantity[1], align: 'right' });
    text(cells[2], COLUMNS.unit[0], y, { width: COLUMNS.unit[1], align: 'right' });
    text(cells[3], COLUMNS.total[0], y, { width: COLUMNS.total[1], align: 'right' });
    y = Math.max(titleBottom, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .stroke();
    y += 6;
  };
  row(['Item', 'Qty', 'Unit price', 'Total'], true);
  rule();
  for (const line of invoice.lines) {
    const name = line.author ? `${line.title} (${line.author})` : line.title;
    row([name, String(line.quantity), price(line.unitCents), price(line.totalCents)]);
  }
  rule();

  // The totals, then the tax per rate.
  const sum = (label: string, cents: number, bold = false) => row([label, '', '', price(cents)], bold);
  sum('Subtotal', invoice.subtotalCents);
  if (invoice.discountCents) {
    sum(`Discount${invoice.discountCode ? ` (${invoice.discountCode})` : ''}`, -invoice.discountCents);
  }
  sum(`Shipping${invoice.shippingMethod ? ` (${invoice.shippingMethod})` : ''}`, invoice.shippingCents);
  for (const tax of invoice.taxLines) {
    const how = invoice.taxIncluded ? 'included' : 'added';
    sum(`Tax ${percent(tax.ratePpm)} on ${price(tax.baseCents)} (${how})`, tax.taxCents);
  }
  if (!invoice.taxLines.length && invoice.taxCents) sum('Tax', invoice.taxCents);
  rule();
  sum('Total', invoice.totalCents, true);

  doc.end();
  return done;
}
