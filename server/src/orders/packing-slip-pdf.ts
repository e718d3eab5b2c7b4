import PDFDocument from 'pdfkit';
import { winAnsi } from '../invoices/pdf-text';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;
/** The table's columns: the book (title, author), its ISBN, the quantity (x and width). */
const COLUMNS = { book: [MARGIN, 300], isbn: [360, 110], quantity: [475, 70] } as const;

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
 * in the built-in Helvetica as the invoices are (invoice-pdf.ts: WinAnsi text only, through
 * `winAnsi`). A slip says what to pack and where it goes: no price is drawn. `compress: false`
 * leaves the text streams readable (the tests read them).
 */
export function renderPackingSlips(
  shopName: string,
  slips: readonly PackingSlip[],
  { compress = true } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    autoFirstPage: false,
    info: { Title: winAnsi(`Packing slips, ${shopName}`), Author: winAnsi(shopName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(winAnsi(value), x, y, { lineBreak: true, ...options });

  for (const slip of slips) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11);
    text(shopName, MARGIN, MARGIN);
    doc.fontSize(20);
    text(`Packing slip #${slip.orderNumber}`, MARGIN, doc.y + 4);
    doc.font('Helvetica').fontSize(10);
    text(`Ordered ${slip.orderedAt.toISOString().slice(0, 10)}`, MARGIN, doc.y + 4);

    const partiesTop = doc.y + 16;
    doc.font('Helvetica-Bold');
    text('Customer', MARGIN, partiesTop);
    doc.font('Helvetica');
    text(slip.customer, MARGIN, doc.y + 2, { width: 230 });
    const customerBottom = doc.y;
    const right = MARGIN + 260;
    doc.font('Helvetica-Bold');
    text('Deliver to', right, partiesTop);
    doc.font('Helvetica');
    const delivery = slip.inStore ? ['Collect in store'] : (slip.deliveryAddress ?? ['No delivery address']);
    text(delivery.join('\n'), right, doc.y + 2, { width: 235 });

    let y = Math.max(customerBottom, doc.y) + 24;
    const row = (cells: [string, string, string], bold = false) => {
      if (y > BOTTOM - 40) {
        doc.addPage();
        y = MARGIN;
      }
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      text(cells[0], COLUMNS.book[0], y, { width: COLUMNS.book[1] });
      const bookBottom = doc.y;
      text(cells[1], COLUMNS.isbn[0], y, { width: COLUMNS.isbn[1] });
      text(cells[2], COLUMNS.quantity[0], y, { width: COLUMNS.quantity[1], align: 'right' });
      y = Math.max(bookBottom, doc.y) + 4;
    };
    const rule = () => {
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .lineWidth(0.5)
        .stroke();
      y += 6;
    };
    row(['Book', 'ISBN', 'Qty'], true);
    rule();
    for (const line of slip.lines) {
      row([line.author ? `${line.title} (${line.author})` : line.title, line.isbn, String(line.quantity)]);
    }
    rule();
    const copies = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
    row(['Total copies', '', String(copies)], true);
  }

  doc.end();
  return done;
}
