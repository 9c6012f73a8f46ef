// The owner's shipping and tax settings as one document: read for the admin page, replaced as a
// whole in one transaction (zones, methods, rates and the two switches), and the demo's defaults.
import { sql } from 'drizzle-orm';
import type { ShippingAndTaxSettings } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { shippingMethods, shippingZones, shopSettings, taxRates } from '../../db/schema/index.js';
import { publishEvent } from '../events/index.js';
import { loadShippingAndTaxRules } from './shipping-rules.js';

export async function readShippingAndTaxSettings(db: Db): Promise<ShippingAndTaxSettings> {
  const rules = await loadShippingAndTaxRules(db);
  return {
    zones: rules.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      places: zone.places,
      pricesIncludeTax: zone.pricesIncludeTax,
      taxShipping: zone.taxShipping,
      methods: zone.methods.map(({ id, name, rateCents, freeFromCents }) => ({
        id,
        name,
        rateCents,
        freeFromCents,
      })),
    })),
    taxRates: rules.taxRates.map(({ country, region, name, rateBasisPoints, taxClass }) => ({
      country,
      region,
      name,
      rateBasisPoints,
      taxClass,
    })),
  };
}

async function writeSettings(tx: Tx, settings: ShippingAndTaxSettings): Promise<void> {
  // The row's switches are a build's from before decision 064 (each zone has its own): only its time moves.
  await tx
    .insert(shopSettings)
    .values({ id: 1 })
    // Later than the last save by at least a millisecond: instances compare this time to know their
    // copy of the rules is current (shipping-rules-cache.ts), so two saves never share one.
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: {
        updatedAt: sql`greatest(now(), ${shopSettings.updatedAt} + interval '1 millisecond')`,
      },
    });
  // Methods keep their ids across a save (a checkout in flight names its method by id).
  await tx.delete(shippingMethods);
  await tx.delete(shippingZones);
  for (const [zoneIndex, zone] of settings.zones.entries()) {
    const [row] = await tx
      .insert(shippingZones)
      .values({
        ...(zone.id ? { id: zone.id } : {}),
        name: zone.name,
        places: zone.places,
        pricesIncludeTax: zone.pricesIncludeTax,
        taxShipping: zone.taxShipping,
        position: zoneIndex,
      })
      .returning({ id: shippingZones.id });
    await tx.insert(shippingMethods).values(
      zone.methods.map((method, position) => ({
        ...(method.id ? { id: method.id } : {}),
        zoneId: row!.id,
        name: method.name,
        rateCents: method.rateCents,
        freeFromCents: method.freeFromCents,
        position,
      })),
    );
  }
  await tx.delete(taxRates);
  if (settings.taxRates.length > 0) await tx.insert(taxRates).values(settings.taxRates);
}

export async function replaceShippingAndTaxSettings(
  db: Db,
  settings: ShippingAndTaxSettings,
): Promise<ShippingAndTaxSettings> {
  await db.transaction(async (tx) => {
    await writeSettings(tx, settings);
    await publishEvent(tx, 'admin', 'settings.changed', { section: 'shipping-and-tax' });
  });
  return readShippingAndTaxSettings(db);
}

/**
 * The demo shop's rules, so a new owner sees shipping and tax work: Standard $4.99 (free from $50)
 * and Express $14.99 in the United States and Canada, International $19.99 (free from $150)
 * everywhere else; a few US state sales taxes, and VAT/GST in some countries (standard and reduced).
 */
export const DEMO_SHIPPING_AND_TAX: ShippingAndTaxSettings = {
  zones: [
    {
      name: 'United States and Canada',
      places: ['US', 'CA'],
      pricesIncludeTax: false,
      taxShipping: false,
      methods: [
        { name: 'Standard', rateCents: 499, freeFromCents: 5000 },
        { name: 'Express', rateCents: 1499, freeFromCents: null },
      ],
    },
    {
      name: 'Rest of the world',
      places: ['*'],
      pricesIncludeTax: false,
      taxShipping: false,
      methods: [{ name: 'International', rateCents: 1999, freeFromCents: 15_000 }],
    },
  ],
  taxRates: [
    { country: 'US', region: 'CA', name: 'CA sales tax', rateBasisPoints: 725, taxClass: 'standard' },
    { country: 'US', region: 'NY', name: 'NY sales tax', rateBasisPoints: 400, taxClass: 'standard' },
    { country: 'US', region: 'TX', name: 'TX sales tax', rateBasisPoints: 625, taxClass: 'standard' },
    { country: 'US', region: 'WA', name: 'WA sales tax', rateBasisPoints: 650, taxClass: 'standard' },
    { country: 'CA', region: '', name: 'GST', rateBasisPoints: 500, taxClass: 'standard' },
    { country: 'GB', region: '', name: 'VAT', rateBasisPoints: 2000, taxClass: 'standard' },
    { country: 'GB', region: '', name: 'VAT', rateBasisPoints: 500, taxClass: 'reduced' },
    { country: 'DE', region: '', name: 'MwSt.', rateBasisPoints: 1900, taxClass: 'standard' },
    { country: 'DE', region: '', name: 'MwSt.', rateBasisPoints: 700, taxClass: 'reduced' },
    { country: 'FR', region: '', name: 'TVA', rateBasisPoints: 2000, taxClass: 'standard' },
    { country: 'FR', region: '', name: 'TVA', rateBasisPoints: 550, taxClass: 'reduced' },
  ],
};

const SETTINGS_SEED_LOCK_KEY = 7_341_902_003;

/** Writes the demo's rules on a shop that has never had any (no settings row yet); true when it did. */
export async function seedDemoShippingAndTax(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: shopSettings.id }).from(shopSettings);
    if (existing.length > 0) return false;
    await writeSettings(tx, DEMO_SHIPPING_AND_TAX);
    return true;
  });
}
