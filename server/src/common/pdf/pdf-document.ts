import PDFDocument from 'pdfkit';
import { winAnsi } from './pdf-text';

/** The page's margin, and where the text may go on an A4 page in points. */
export const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;

/** A column of a table: where it starts, how wide it is, and how its cells align. */
export interface PdfColumn {
  x: number;
  width: number;
  align?: 'left' | 'right';
}

/** A document being drawn: pdfkit's, `text` that draws only what Helvetica can, and the file once it ends. */
export interface PdfDrawing {
  doc: PDFKit.PDFDocument;
  text(value: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions): void;
  /** A bold label with lines under it (the parties of an invoice, a slip's addresses); its bottom. */
  block(label: string, lines: readonly string[], x: number, y: number, width: number): number;
  /** Ends the document: the file's bytes. */
  end(): Promise<Buffer>;
}

/**
 * An A4 document in the built-in Helvetica, which needs no font file but draws only WinAnsi text
 * (pdf-text.ts: other characters print as their base letter or `?`), collected into a Buffer.
 * `compress: false` leaves the text streams readable (the tests read them).
 */
export function startPdf(options: {
  compress: boolean;
  info: { Title: string; Author: string; CreationDate?: Date; ModDate?: Date };
  autoFirstPage?: boolean;
}): PdfDrawing {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress,
    autoFirstPage: options.autoFirstPage ?? true,
    info: { ...options.info, Title: winAnsi(options.info.Title), Author: winAnsi(options.info.Author) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, x: number, y: number, textOptions: PDFKit.Mixins.TextOptions = {}) => {
    doc.text(winAnsi(value), x, y, { lineBreak: true, ...textOptions });
  };
  return {
    doc,
    text,
    block(label, lines, x, y, width) {
      doc.font('Helvetica-Bold');
      text(label, x, y);
      doc.font('Helvetica');
      text(lines.join('\n'), x, doc.y + 2, { width });
      return doc.y;
    },
    end() {
      doc.end();
      return done;
    },
  };
}

/**
 * A table drawn down the page from `top`: each row's cells in their columns (the row as tall as its
 * tallest cell), a new page when a row would not fit, and rules across the page between its parts.
 */
export function pdfTable(drawing: PdfDrawing, columns: readonly PdfColumn[], top: number) {
  const { doc, text } = drawing;
  let y = top;
  return {
    row(cells: readonly string[], bold = false): void {
      if (y > BOTTOM - 40) {
        doc.addPage();
        y = MARGIN;
      }
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      let bottom = y;
      columns.forEach((column, i) => {
        text(cells[i] ?? '', column.x, y, { width: column.width, align: column.align ?? 'left' });
        bottom = Math.max(bottom, doc.y);
      });
      y = bottom + 4;
    },
    rule(): void {
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .lineWidth(0.5)
        .stroke();
      y += 6;
    },
  };
}
