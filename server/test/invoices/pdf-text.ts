import { inflateSync } from 'node:zlib';

/**
 * The text a PDF drawn by pdfkit shows, line by line: each content stream (inflated when
 * compressed), each text object's `TJ` array of hex strings decoded as WinAnsi (Latin-1 for what
 * the invoices draw; the other WinAnsi characters are not decoded).
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(match[1])) {
      try {
        content = inflateSync(content);
      } catch {
        continue; // not a content stream (an image, a font)
      }
    }
    for (const [, array] of content.toString('latin1').matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/gi)) {
      const text = [...array.matchAll(/<([0-9a-f]*)>/gi)]
        .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines;
}
