// An order's invoice, credit notes and packing slip as PDF (issue 22; decision 066), drawn with
// pdfkit. The invoice: the seller (name, address, VAT number), its number, the invoice and supply
// dates, the order's number, the addresses, the lines and the totals exactly as the order stored them
// (the receipt rows the e-mails use, tax per rate), the payment line, and any refunds with their credit
// notes. A credit note: its number, the invoice it corrects, what was given back. The packing slip is
// the parcel's list: what to pack and where it goes, no prices. PDF's standard fonts cover Latin text only; names in
// other scripts need an embedded font (left for when a shop asks). The invoice and credit notes are in
// the language the shopper bought in (decision 068); the packing slip, the shop's own, in English.
import type { FastifyReply } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  formatMoney,
  LANGUAGE_LOCALES,
  lineName,
  type Language,
  type Order,
  type Refund,
} from '@eshop/shared';
import type { EmailBrand } from '../settings/index.js';
import {
  printedAddress,
  cardText,
  orderDate,
  orderTextsIn,
  totalsRows,
  type OrderTexts,
} from '../orders/index.js';
import type { InvoiceContext } from './invoice-context.js';
import type { InvoiceDocument } from './invoice-numbers.js';

export type InvoiceKind = 'invoice' | 'packing-slip';
/** What to draw: the packing slip, the invoice (with its context), or one credit note. */
export type OrderDocument =
  | { kind: 'packing-slip' }
  | { kind: 'invoice'; context: InvoiceContext }
  | { kind: 'credit-note'; context: InvoiceContext; creditNote: InvoiceDocument };
/** The words of one document: its language's, the order's money written that way. */
type Words = {
  language: Language;
  texts: OrderTexts['invoice'];
  /** An amount of the order, in its currency and the document's language. */
  money: (amount: number) => string;
  date: (date: Date | string) => string;
};

const wordsFor = (order: Order, document: OrderDocument): Words => {
  const language = document.kind === 'packing-slip' ? DEFAULT_LANGUAGE : (order.language ?? DEFAULT_LANGUAGE);
  return {
    language,
    texts: orderTextsIn(language).invoice,
    money: (amount) => formatMoney(amount, order.totals.currency, LANGUAGE_LOCALES[language]),
    date: (date) => orderDate(new Date(date), language),
  };
};

const titleOf = (document: OrderDocument, words: Words) =>
  document.kind === 'packing-slip'
    ? 'Packing slip'
    : document.kind === 'invoice'
      ? words.texts.invoice
      : words.texts.creditNote;

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4, in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** What a document's file is called: the invoice and the packing slip by the order's number, a credit note by its own. */
const fileNameOf = (order: Order, document: OrderDocument) =>
  document.kind === 'credit-note'
    ? `credit-note-${document.creditNote.number}.pdf`
    : `${document.kind}-${order.number}.pdf`;

/** Sends an order's PDF, to be shown in the browser (and saved under its number). */
export async function sendOrderPdf(
  reply: FastifyReply,
  order: Order,
  brand: EmailBrand,
  document: OrderDocument,
) {
  const pdf = await renderOrderPdf(order, brand, document);
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', `inline; filename="${fileNameOf(order, document)}"`)
    .send(pdf);
}

export async function renderOrderPdf(
  order: Order,
  brand: EmailBrand,
  document: OrderDocument,
): Promise<Buffer> {
  const kind = document.kind;
  const words = wordsFor(order, document);
  // Loaded with the first PDF rather than at every start (pdfkit and its font tables take ~100 ms).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title:
        document.kind === 'credit-note'
          ? words.texts.creditNoteNumber(String(document.creditNote.number))
          : `${titleOf(document, words)} #${order.number}`,
      Author: brand.shopName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, order, brand, document, words);
  addresses(doc, order, kind, words);
  if (document.kind === 'invoice') {
    invoiceLines(doc, order, words);
    invoiceTotals(doc, order, document.context, words);
  } else if (document.kind === 'credit-note') {
    creditNoteLines(doc, order, document.creditNote, words);
  } else {
    packingLines(doc, order);
  }
  doc.end();
  return done;
}

/** The seller's block under the shop's name: its legal name, address and VAT number, as the owner set them. */
function sellerLines(brand: EmailBrand, context: InvoiceContext | undefined, words: Words): string[] {
  if (!context) return [];
  const { legalName, address, vatNumber } = context.seller;
  return [
    ...(legalName && legalName !== brand.shopName ? [legalName] : []),
    ...address.split('\n').filter((line) => line.trim() !== ''),
    ...(vatNumber ? [words.texts.vatNumber(vatNumber)] : []),
  ];
}

/** The document's own lines on the right: its number and dates, the order's number. */
function documentLines(order: Order, document: OrderDocument, words: Words): string[] {
  const { texts, date } = words;
  const ordered = date(order.createdAt);
  const orderLine = orderTextsIn(words.language).orderNumber(`#${order.number}`);
  if (document.kind === 'invoice') {
    const { invoice } = document.context;
    return [
      texts.invoiceNumber(String(invoice.number)),
      texts.invoiceDate(date(invoice.issuedAt)),
      // The goods are sold when the order is placed; the shop does not split supplies.
      texts.supplyDate(ordered),
      orderLine,
    ];
  }
  if (document.kind === 'credit-note') {
    const { invoice } = document.context;
    return [
      texts.creditNoteNumber(String(document.creditNote.number)),
      texts.date(date(document.creditNote.issuedAt)),
      texts.forInvoice(String(invoice.number), date(invoice.issuedAt)),
      orderLine,
    ];
  }
  return [orderLine, ordered];
}

function header(
  doc: PDFKit.PDFDocument,
  order: Order,
  brand: EmailBrand,
  document: OrderDocument,
  words: Words,
) {
  const context = document.kind === 'packing-slip' ? undefined : document.context;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(brand.colors.ink).text(brand.shopName, MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(brand.colors.muted)
    .text(`${brand.publicUrl}  ·  ${brand.supportEmail}`);
  const seller = sellerLines(brand, context, words);
  if (seller.length > 0) doc.text(seller.join('\n'), { width: CONTENT_WIDTH / 2 });
  const leftBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(brand.colors.ink)
    .text(titleOf(document, words), MARGIN, MARGIN, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
  doc.font('Helvetica').fontSize(10);
  for (const line of documentLines(order, document, words))
    doc.text(line, { width: CONTENT_WIDTH, align: 'right' });
  if (order.orderStatus === 'Cancelled') {
    doc
      .fillColor('#b91c1c')
      .text(words.texts.cancelled, { width: CONTENT_WIDTH, align: 'right' })
      .fillColor(brand.colors.ink);
  }
  doc.y = Math.max(doc.y, leftBottom);
  doc.moveDown(2);
}

function addresses(doc: PDFKit.PDFDocument, order: Order, kind: OrderDocument['kind'], words: Words) {
  const { texts, language } = words;
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
    kind !== 'packing-slip'
      ? [
          block(
            texts.billTo,
            [
              ...printedAddress(order.billingAddress, language),
              order.userEmail,
              ...(order.buyerVatId ? [texts.vatNumber(order.buyerVatId)] : []),
            ],
            MARGIN,
          ),
          block(texts.shipTo, printedAddress(order.shippingAddress, language), MARGIN + column),
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

function invoiceLines(doc: PDFKit.PDFDocument, order: Order, words: Words) {
  const { texts, money: formatCents } = words;
  const columns: Columns = { name: [0, 255], quantity: [260, 50], price: [315, 90], total: [410, 85] };
  row(
    doc,
    columns,
    { name: texts.item, quantity: texts.quantity, price: texts.unitPrice, total: texts.amount },
    true,
  );
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

function invoiceTotals(doc: PDFKit.PDFDocument, order: Order, context: InvoiceContext, words: Words) {
  const { texts, money: formatCents, language, date } = words;
  const columns: Columns = { label: [230, 180], amount: [410, 85] };
  const rows = totalsRows(order.totals, language);
  rows.forEach(([label, amount], index) => row(doc, columns, { label, amount }, index === rows.length - 1));
  if (order.refundedCents > 0) {
    row(doc, columns, { label: texts.refunded, amount: `-${formatCents(order.refundedCents)}` });
    row(
      doc,
      columns,
      { label: texts.netPaid, amount: formatCents(order.orderAmountCents - order.refundedCents) },
      true,
    );
  }
  doc.moveDown();
  if (order.paymentMethod) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(texts.paidWithOn(cardText(order.paymentMethod, language), date(order.createdAt)), MARGIN, doc.y, {
        width: CONTENT_WIDTH,
      });
  }
  if (order.totals.reverseCharge) {
    doc.text(texts.reverseCharge, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  // Each refund given back has its credit note, which corrects this invoice.
  for (const note of context.creditNotes) {
    const refund = order.refunds.find((candidate) => candidate.id === note.refundId);
    doc.text(
      texts.creditNoteLine(String(note.number), date(note.issuedAt), formatCents(refund?.amountCents ?? 0)),
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  }
}

/** What a credit note gives back: the refund's lines (or its amount), the total, and why. */
function creditNoteLines(doc: PDFKit.PDFDocument, order: Order, creditNote: InvoiceDocument, words: Words) {
  const { texts, money: formatCents, language } = words;
  const refund: Refund | undefined = order.refunds.find((candidate) => candidate.id === creditNote.refundId);
  const columns: Columns = { name: [0, 360], quantity: [365, 130] };
  row(doc, columns, { name: texts.itemGivenBack, quantity: texts.quantity }, true);
  rule(doc);
  for (const line of refund?.lines ?? []) {
    const item = order.cartItems.find(
      (candidate) => candidate.id === line.id && candidate.variantId === line.variantId,
    );
    row(doc, columns, { name: item ? lineName(item) : line.id, quantity: String(line.quantity) });
  }
  if (!refund || refund.lines.length === 0) row(doc, columns, { name: texts.anAmount, quantity: '' });
  rule(doc);
  const totals: Columns = { label: [230, 180], amount: [410, 85] };
  row(
    doc,
    totals,
    {
      label:
        order.totals.pricesIncludeTax || order.totals.taxCents === 0
          ? texts.credited
          : texts.creditedTaxIncluded,
      amount: `-${formatCents(refund?.amountCents ?? 0)}`,
    },
    true,
  );
  doc.moveDown();
  if (refund?.reason) doc.font('Helvetica').fontSize(10).text(texts.reason(refund.reason), MARGIN, doc.y);
  if (order.paymentMethod) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(texts.givenBackTo(cardText(order.paymentMethod, language)), MARGIN, doc.y, {
        width: CONTENT_WIDTH,
      });
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
