// The order e-mails' words in German (decision 068), key for key as order-texts.ts. Formal address (Sie).
import type { Translation } from '@eshop/shared';
import type { orderTextsEn } from './order-texts.js';

export const orderTextsDe: Translation<typeof orderTextsEn> = {
  headings: {
    confirmation: 'Vielen Dank für Ihren Einkauf',
    shipped: 'Ihre Bestellung ist unterwegs',
    delivered: 'Ihre Bestellung wurde zugestellt',
    cancelled: 'Ihre Bestellung wurde storniert',
    link: 'Ein neuer Link zu Ihrer Bestellung',
  },
  intros: {
    confirmation: 'Wir haben Ihre Bestellung {number} am {date} erhalten und bereiten sie vor.',
    shipped: 'Gute Nachrichten: Ihre Bestellung {number} ist auf dem Weg zu Ihnen.',
    delivered:
      'Ihre Bestellung {number} wurde zugestellt. Wir hoffen, sie gefällt Ihnen, und freuen uns über eine Bewertung.',
    cancelledRefunded:
      'Ihre Bestellung {number} wurde storniert und {amount} wurden Ihrer Karte gutgeschrieben. Je nach Bank erscheint die Gutschrift innerhalb von 5 bis 10 Werktagen auf Ihrer Abrechnung.',
    cancelledUncharged:
      'Ihre Bestellung {number} wurde storniert, bevor Ihre Karte belastet wurde: Die Reservierung auf Ihrer Karte ist aufgehoben, Sie zahlen nichts.',
    link: 'Hier ist ein neuer Link zu Ihrer Bestellung {number}. Früher gesendete Links zu dieser Bestellung funktionieren nicht mehr.',
  },
  subjects: {
    confirmation: 'Ihre Bestellung {number} bei {shop}',
    shipped: 'Ihre Bestellung {number} bei {shop} ist unterwegs',
    delivered: 'Ihre Bestellung {number} bei {shop} wurde zugestellt',
    cancelled: 'Ihre Bestellung {number} bei {shop} wurde storniert',
    link: 'Ein neuer Link zu Ihrer Bestellung {number} bei {shop}',
  },
  preview: '{heading}: Bestellung {number}',
  orderNumber: 'Bestellung {number}',
  trackingNumber: 'Sendungsnummer:',
  trackParcel: 'Sendung verfolgen',
  paidWith: 'Bezahlt mit {card}.',
  viewOrder: 'Bestellung ansehen',
  orOpenLink: 'Oder öffnen Sie diesen Link:',
  cardEnding: '{brand}, endet auf {last4}',
  sku: 'Art.-Nr. {sku}',
  questions: 'Fragen zu Ihrer Bestellung? Schreiben Sie an {email} oder nutzen Sie unser {contact}.',
  contactPage: 'Kontaktformular',
  shippingAddress: 'Lieferadresse',
  billingAddress: 'Rechnungsadresse',
  totals: {
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    shippingWithMethod: 'Versand ({method})',
    free: 'Kostenlos',
    tax: 'Steuer',
    taxWithRate: '{name} ({rate})',
    included: 'inkl. {amount}',
    vatRemoved: 'Abgezogene MwSt. (Steuerschuldnerschaft des Leistungsempfängers)',
    vat: 'MwSt.',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers',
    total: 'Gesamtsumme',
  },
};
