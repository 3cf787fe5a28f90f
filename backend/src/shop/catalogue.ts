import type { ProductConfig, ShopServiceName } from '@portal/contracts';

/** A product of the service catalogue: what a location books for one year. */
export interface Product {
  service: ShopServiceName;
  number: string;
  name: string;
  namePackage: string;
  /** Net prices in euro: partners buy at the trade price, operators at the retail price. */
  prices: { partner: number; betreiber: number };
  /** Product groups of the units a location needs for it (none: any unit). */
  needsProductGroups?: readonly string[];
  /** The tool lets the user pick another year of the booking (order links carry edit=true). */
  editableYear: boolean;
  /** The year a booking made at `now` is for. */
  yearAt(now: Date): number;
}

/** CHP product groups (Dachs Gen2, the fuel-cell Dachs 0.8, the MSR2 Dachs): the relief is for CHP only. */
const chpProductGroups = ['dachsII', 'dachs08', 'dachs'] as const;

/**
 * The catalogue. The energy-tax application for a year is filed in the following year (facts
 * docs/facts/energy-tax-tool.md: deadline 31 December of the following year), so the tool is sold for the
 * year that ended; remote maintenance runs for the current calendar year.
 */
export const catalogue: readonly Product[] = [
  {
    service: 'hzatool',
    number: 'HZA-TOOL-1',
    name: 'Energiesteuer-Tool',
    namePackage: 'Energiesteuer-Entlastung (BHKW), ein Antragsjahr',
    prices: { partner: 89, betreiber: 119 },
    needsProductGroups: chpProductGroups,
    editableYear: true,
    yearAt: (now) => now.getUTCFullYear() - 1,
  },
  {
    service: 'fernwartung',
    number: 'FW-PAKET-1',
    name: 'Fernwartung',
    namePackage: 'Fernwartungspaket, ein Kalenderjahr',
    prices: { partner: 149, betreiber: 199 },
    editableYear: false,
    yearAt: (now) => now.getUTCFullYear(),
  },
];

/** Spec 3 Order productConfig: the service a product books at `now` and the year it is for. */
export function productConfig(product: Product, now: Date): ProductConfig {
  return { service: product.service, conditions: { year: product.yearAt(now) } };
}

export function productByNumber(number: string): Product | undefined {
  return catalogue.find((product) => product.number === number);
}

export function productOf(service: string): Product | undefined {
  return catalogue.find((product) => product.service === service);
}
