import { MARGIN, type PdfColumn, pdfTable, startPdf } from '../common/pdf/pdf-document';

/** The table's columns: the book (title, author), its ISBN, the quantity. */
const COLUMNS: PdfColumn[] = [
  { x: MARGIN, width: 300 },
  { x: 360, width: 110 },
  { x: 475, width: 70, align: 'right' },
];

/** One order as its packing slip shows it: what goes in the parcel and where, never a price. */
export interface PackingSlip {
  /** The number shown on screen. */
  orderNumber: string;
  orderedAt: Date;
  customer: string;
  /** The delivery address as the lines of a letter; null when the order is collected in store or has none. */
  deliveryAddress: string[] | null;
  inStore: boolean;
  lines: Array<{ title: string; author: string; isbn: string; quantity: number }>;
}

/** The file one order's slip downloads as, and several orders' slips together. */
export const packingSlipFileName = (orderNumber: string) => `packing-slip-${orderNumber}.pdf`;
export const packingSlipsFileName = (count: number) => `packing-slips-${count}-orders.pdf`;

/**
 * Draws packing slips as one A4 PDF, each order from a new page (a long order runs on to more),
 * in the built-in Helvetica as the invoices are (common/pdf: WinAnsi text only). A slip says what to pack and where it goes: no price is drawn. `compress: false`
 * leaves the text streams readable (the tests read them).
 */
export function renderPackingSlips(
  shopName: string,
  slips: readonly PackingSlip[],
  { compress = true } = {},
): Promise<Buffer> {
  const pdf = startPdf({
    compress,
    autoFirstPage: false,
    info: { Title: `Packing slips, ${shopName}`, Author: shopName },
  });
  const { doc, text } = pdf;

  for (const slip of slips) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11);
    text(shopName, MARGIN, MARGIN);
    doc.fontSize(20);
    text(`Packing slip #${slip.orderNumber}`, MARGIN, doc.y + 4);
    doc.font('Helvetica').fontSize(10);
    text(`Ordered ${slip.orderedAt.toISOString().slice(0, 10)}`, MARGIN, doc.y + 4);

    const partiesTop = doc.y + 16;
    const customerBottom = pdf.block('Customer', [slip.customer], MARGIN, partiesTop, 230);
    const delivery = slip.inStore ? ['Collect in store'] : (slip.deliveryAddress ?? ['No delivery address']);
    const deliveryBottom = pdf.block('Deliver to', delivery, MARGIN + 260, partiesTop, 235);

    const { row, rule } = pdfTable(pdf, COLUMNS, Math.max(customerBottom, deliveryBottom) + 24);
    row(['Book', 'ISBN', 'Qty'], true);
    rule();
    for (const line of slip.lines) {
      row([line.author ? `${line.title} (${line.author})` : line.title, line.isbn, String(line.quantity)]);
    }
    rule();
    const copies = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
    row(['Total copies', '', String(copies)], true);
  }
  return pdf.end();
}
