// The owner's shipping and tax rules as one value, and what they say for an address: the zone's
// methods at this cart's price, and the tax rate. Read fresh for each quote and again at order time
// (a few small tables), so a change the owner makes applies at once on every instance.
import { allCountries } from 'country-region-data';
import { asc } from 'drizzle-orm';
import type { Address, ShippingOption, TaxClass } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { shippingMethods, shippingZones, shopSettings, taxRates } from '../../db/schema/index.js';
import type { PricingSettings, TaxRule } from './compute-totals.js';

type Zone = typeof shippingZones.$inferSelect & { methods: (typeof shippingMethods.$inferSelect)[] };
export type ShippingAndTaxRules = {
  /** When the owner last saved them (every save rewrites the settings row); null before any. */
  savedAt: number | null;
  zones: Zone[];
  taxRates: (typeof taxRates.$inferSelect)[];
};
type Reader = Pick<Db, 'select'>;

/** Where no zone ships (nothing can be paid for there): tax added on top, shipping untaxed. */
export const DEFAULT_PRICING_SETTINGS: PricingSettings = { pricesIncludeTax: false, taxShipping: false };

export async function loadShippingAndTaxRules(db: Reader): Promise<ShippingAndTaxRules> {
  const [settingsRows, zones, methods, rates] = await Promise.all([
    db.select().from(shopSettings),
    db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.createdAt)),
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.rateCents)),
    db.select().from(taxRates).orderBy(asc(taxRates.country), asc(taxRates.region)),
  ]);
  return {
    savedAt: settingsRows[0]?.updatedAt.getTime() ?? null,
    zones: zones.map((zone) => ({ ...zone, methods: methods.filter((m) => m.zoneId === zone.id) })),
    taxRates: rates,
  };
}

/** When the rules were last saved, in one small read: a kept copy of them is current when it matches. */
export async function readRulesSavedAt(db: Reader): Promise<number | null> {
  const [row] = await db.select({ updatedAt: shopSettings.updatedAt }).from(shopSettings);
  return row?.updatedAt.getTime() ?? null;
}

/** The names an address's state goes by: what was typed or chosen, and its short code. */
function regionNames(country: string, state: string): Set<string> {
  const typed = state.trim().toLowerCase();
  const names = new Set([typed]);
  const regions = allCountries.find(([, code]) => code === country)?.[2] ?? [];
  for (const [name, code] of regions) {
    const lowerName = name.toLowerCase();
    const lowerCode = code?.toLowerCase();
    if (lowerName === typed || lowerCode === typed) {
      names.add(lowerName);
      if (lowerCode) names.add(lowerCode);
    }
  }
  return names;
}

/** How closely a zone's place names the address: 2 its region, 1 its country, 0 '*', -1 not at all. */
function placeMatch(place: string, country: string, regions: Set<string>): number {
  if (place === '*') return 0;
  const [placeCountry, ...rest] = place.split('-');
  if (placeCountry !== country) return -1;
  if (rest.length === 0) return 1;
  return regions.has(rest.join('-').toLowerCase()) ? 2 : -1;
}

/** The zone that ships to the address: the most specific match, the first listed on a tie. */
export function findZone(
  rules: ShippingAndTaxRules,
  address: Pick<Address, 'country' | 'state'>,
): Zone | undefined {
  const regions = regionNames(address.country, address.state);
  let best: { zone: Zone; score: number } | undefined;
  for (const zone of rules.zones) {
    const score = Math.max(-1, ...zone.places.map((place) => placeMatch(place, address.country, regions)));
    if (score >= 0 && zone.methods.length > 0 && (!best || score > best.score)) best = { zone, score };
  }
  return best?.zone;
}

/** The methods that ship to the address, priced for a cart of `subtotalCents` (free above a threshold). */
export function shippingOptionsFor(
  rules: ShippingAndTaxRules,
  address: Pick<Address, 'country' | 'state'>,
  subtotalCents: number,
): ShippingOption[] {
  const zone = findZone(rules, address);
  return (zone?.methods ?? []).map((method) => ({
    id: method.id,
    name: method.name,
    rateCents: method.rateCents,
    freeFromCents: method.freeFromCents,
    amountCents:
      method.freeFromCents !== null && subtotalCents >= method.freeFromCents ? 0 : method.rateCents,
  }));
}

/** How the zone that ships to the address reads prices and taxes shipping (decision 064). */
export function pricingFor(
  rules: ShippingAndTaxRules,
  address: Pick<Address, 'country' | 'state'>,
): PricingSettings {
  const zone = findZone(rules, address);
  return zone
    ? { pricesIncludeTax: zone.pricesIncludeTax, taxShipping: zone.taxShipping }
    : DEFAULT_PRICING_SETTINGS;
}

/**
 * The address's tax for a product of `taxClass`: its region's rate for the class when the owner set
 * one, else its country's; a reduced class without a rate there falls back to the standard rate (never
 * under-collecting); a zero-rated product has none; no rate at all, none.
 */
export function taxRuleFor(
  rules: ShippingAndTaxRules,
  address: Pick<Address, 'country' | 'state'>,
  taxClass: TaxClass = 'standard',
): TaxRule | null {
  if (taxClass === 'zero') return null;
  const regions = regionNames(address.country, address.state);
  const ofCountry = rules.taxRates.filter((rate) => rate.country === address.country);
  const rateOf = (wanted: Exclude<TaxClass, 'zero'>) => {
    const ofClass = ofCountry.filter((rate) => rate.taxClass === wanted);
    return (
      ofClass.find((r) => r.region !== '' && regions.has(r.region.toLowerCase())) ??
      ofClass.find((r) => r.region === '')
    );
  };
  const rate = (taxClass === 'reduced' ? rateOf('reduced') : undefined) ?? rateOf('standard');
  return rate ? { name: rate.name, rateBasisPoints: rate.rateBasisPoints } : null;
}
