import { MARGIN, type PdfColumn, pdfTable, startPdf } from '../common/pdf/pdf-document';
import { winAnsi } from '../common/pdf/pdf-text';
import { OrderDocumentKind } from '../orders/order-states';
import type { Invoice } from './schemas/invoice.schema';

/** The table's columns: title, quantity, unit price, line total. */
const COLUMNS: PdfColumn[] = [
  { x: MARGIN, width: 265 },
  { x: 325, width: 50, align: 'right' },
  { x: 380, width: 80, align: 'right' },
  { x: 465, width: 80, align: 'right' },
];

/** The title a document has: "Invoice" or "Credit note". */
export const titleOf = (kind: OrderDocumentKind) =>
  kind === OrderDocumentKind.CREDIT_NOTE ? 'Credit note' : 'Invoice';

/** The file it downloads as: invoice-2026-000123.pdf, credit-note-C-2026-000007.pdf. */
export const fileNameOf = (invoice: Pick<Invoice, 'kind' | 'number'>) => `${invoice.kind}-${invoice.number}.pdf`;

const percent = (ppm: number) => `${(ppm / 10_000).toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;

/**
 * Draws an issued document (invoice-numbering.ts stored it) as an A4 PDF (common/pdf: Helvetica,
 * WinAnsi text only). Everything drawn comes from the stored snapshot, with its issue date as the
 * file's date, so the same document always gives the same file. `compress: false` leaves the
 * text streams readable (the tests read them).
 */
export function renderInvoicePdf(invoice: Invoice, { compress = true } = {}): Promise<Buffer> {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency });
  const price = (cents: number) => winAnsi(money.format(cents / 100));
  const title = titleOf(invoice.kind);
  const pdf = startPdf({
    compress,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.name,
      CreationDate: new Date(invoice.issuedAt),
      ModDate: new Date(invoice.issuedAt),
    },
  });
  const { doc, text } = pdf;

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
  const sellerBottom = pdf.block('Seller', sellerLines, MARGIN, partiesTop, 230);
  const right = MARGIN + 260;
  pdf.block('Buyer', [invoice.buyer.name, invoice.buyer.email].filter(Boolean), right, partiesTop, 235);
  const delivery = invoice.inStore ? ['Collect in store'] : (invoice.deliveryAddress ?? ['No delivery address']);
  const partiesBottom = pdf.block('Delivery', delivery, right, doc.y + 8, 235);

  // The lines.
  const { row, rule } = pdfTable(pdf, COLUMNS, Math.max(sellerBottom, partiesBottom) + 24);
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
  return pdf.end();
}
