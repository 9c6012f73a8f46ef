// The text a PDF shows, for tests that read back what the shop drew (invoices, credit notes).
import zlib from 'node:zlib';

/** The text a PDF shows: its content streams inflated, the hex strings pdfkit writes decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated stream (a font, an image)
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) {
      parts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
    parts.push('\n');
  }
  return parts.join('');
}
