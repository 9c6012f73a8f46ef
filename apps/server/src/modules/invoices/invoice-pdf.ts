// An order's invoice and packing slip as PDF (issue 22), drawn with pdfkit: the shop, the order's
// number and date, the addresses, the lines and the totals exactly as the order stored them (the
// receipt rows the e-mails use), the card, and any refunds. The packing slip is the parcel's list:
// what to pack and where it goes, no prices. PDF's standard fonts cover Latin text only; names in
// other scripts need an embedded font (left for when a shop asks).
import type { FastifyReply } from 'fastify';
import { formatMoney, lineName, type Order } from '@eshop/shared';
import type { EmailBrand } from '../settings/index.js';
import { printedAddress, cardText, orderDate, totalsRows } from '../orders/index.js';

export type InvoiceKind = 'invoice' | 'packing-slip';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4, in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

const orderDay = (iso: string) => orderDate(new Date(iso));

/** Sends an order's PDF, to be shown in the browser (and saved under the order's number). */
export async function sendOrderPdf(reply: FastifyReply, order: Order, brand: EmailBrand, kind: InvoiceKind) {
  const pdf = await renderOrderPdf(order, brand, kind);
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', `inline; filename="${kind}-${order.number}.pdf"`)
    .send(pdf);
}

export async function renderOrderPdf(order: Order, brand: EmailBrand, kind: InvoiceKind): Promise<Buffer> {
  // Loaded with the first PDF rather than at every start (pdfkit and its font tables take ~100 ms).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${kind === 'invoice' ? 'Invoice' : 'Packing slip'} #${order.number}`,
      Author: brand.shopName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, order, brand, kind);
  addresses(doc, order, kind);
  if (kind === 'invoice') {
    invoiceLines(doc, order);
    invoiceTotals(doc, order);
  } else {
    packingLines(doc, order);
  }
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, order: Order, brand: EmailBrand, kind: InvoiceKind) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(brand.colors.ink).text(brand.shopName, MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(brand.colors.muted)
    .text(`${brand.publicUrl}  ·  ${brand.supportEmail}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(brand.colors.ink)
    .text(kind === 'invoice' ? 'Invoice' : 'Packing slip', MARGIN, MARGIN, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Order #${order.number}`, { width: CONTENT_WIDTH, align: 'right' })
    .text(orderDay(order.createdAt), { width: CONTENT_WIDTH, align: 'right' });
  if (order.orderStatus === 'Cancelled') {
    doc
      .fillColor('#b91c1c')
      .text('Cancelled', { width: CONTENT_WIDTH, align: 'right' })
      .fillColor(brand.colors.ink);
  }
  doc.moveDown(2);
}

function addresses(doc: PDFKit.PDFDocument, order: Order, kind: InvoiceKind) {
  const top = Math.max(doc.y, 140);
  const column = CONTENT_WIDTH / 2;
  const block = (title: string, lines: string[], x: number) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(title, x, top, { width: column - 10 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(lines.join('\n'), x, doc.y + 2, { width: column - 10 });
    return doc.y;
  };
  const bottoms =
    kind === 'invoice'
      ? [
          block('Bill to', [...printedAddress(order.billingAddress), order.userEmail], MARGIN),
          block('Ship to', printedAddress(order.shippingAddress), MARGIN + column),
        ]
      : [block('Ship to', printedAddress(order.shippingAddress), MARGIN)];
  doc.x = MARGIN;
  doc.y = Math.max(...bottoms) + 20;
}

/** Columns: x offset and width, from the left margin. */
type Columns = Record<string, [number, number]>;

function row(doc: PDFKit.PDFDocument, columns: Columns, cells: Record<string, string>, bold = false) {
  const top = doc.y;
  let bottom = top;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  for (const [key, [x, width]] of Object.entries(columns)) {
    const isNumber = key !== 'name' && key !== 'check';
    doc.text(cells[key] ?? '', MARGIN + x, top, { width, align: isNumber ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor('#d1d5db')
    .stroke();
  doc.y += 6;
}

function invoiceLines(doc: PDFKit.PDFDocument, order: Order) {
  const columns: Columns = { name: [0, 255], quantity: [260, 50], price: [315, 90], total: [410, 85] };
  row(doc, columns, { name: 'Item', quantity: 'Qty', price: 'Unit price', total: 'Amount' }, true);
  const formatCents = (amount: number) => formatMoney(amount, order.totals.currency);
  rule(doc);
  for (const item of order.cartItems) {
    row(doc, columns, {
      name: lineName(item),
      quantity: String(item.cartQuantity),
      price: formatCents(item.priceCents),
      total: formatCents(item.priceCents * item.cartQuantity),
    });
  }
  rule(doc);
}

function invoiceTotals(doc: PDFKit.PDFDocument, order: Order) {
  const columns: Columns = { label: [230, 180], amount: [410, 85] };
  const rows = totalsRows(order.totals);
  const formatCents = (amount: number) => formatMoney(amount, order.totals.currency);
  rows.forEach(([label, amount], index) => row(doc, columns, { label, amount }, index === rows.length - 1));
  if (order.refundedCents > 0) {
    row(doc, columns, { label: 'Refunded', amount: `-${formatCents(order.refundedCents)}` });
    row(
      doc,
      columns,
      { label: 'Net paid', amount: formatCents(order.orderAmountCents - order.refundedCents) },
      true,
    );
  }
  doc.moveDown();
  if (order.paymentMethod) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Paid with ${cardText(order.paymentMethod)}.`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
}

function packingLines(doc: PDFKit.PDFDocument, order: Order) {
  const columns: Columns = { check: [0, 30], name: [35, 380], quantity: [420, 75] };
  row(doc, columns, { check: '', name: 'Item', quantity: 'Qty' }, true);
  rule(doc);
  for (const item of order.cartItems) {
    // The packer picks by SKU: a size or colour is one shelf among the product's.
    const name = item.variantTitle && item.sku ? `${lineName(item)} (SKU ${item.sku})` : lineName(item);
    row(doc, columns, { check: '[  ]', name, quantity: String(item.cartQuantity) });
  }
  rule(doc);
  const units = order.cartItems.reduce((sum, item) => sum + item.cartQuantity, 0);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`${units} ${units === 1 ? 'item' : 'items'} in all`, MARGIN, doc.y, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
}
