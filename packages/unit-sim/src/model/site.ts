import { type ProductGroup, findDataPointByKey } from '@portal/unit-catalog';
import { type SiteGenerator } from '../kinds/types.js';
import { type SiteCredentials } from '../options.js';
import { type UnitModel } from './unit-model.js';

// What stands at a grid connection's site, as the portal records it: the location's PV, battery and
// heat-pump flags and its CHP units. The grid meter then measures these, not a made-up PV home.

/** Kinds that make electricity, with their power and electrical energy keys. */
const electricalKeys: Partial<Record<ProductGroup, { power: string; energy: string }>> = {
  dachsII: { power: 'Hka_Mw1.sWirkleistung', energy: 'Hka_Bd.ulArbeitElektr' },
  dachs08: { power: 'Bz_Mw.p_elektrisch', energy: 'Bz_Bd.e_elektrisch' },
};

/** Whether units of this product group feed a site's grid connection (CHP, fuel cell). */
export const isSiteGenerator = (productGroup: string): boolean => productGroup in electricalKeys;

export interface SiteGeneratorOptions {
  sn: string;
  productGroup: ProductGroup;
  /** The seed the unit itself runs with: the meter sees the same machine. */
  seed: number;
  commissionedAt?: number;
}

export interface SiteOptions {
  pv: boolean;
  battery: boolean;
  heatPump: boolean;
  generators: readonly SiteGeneratorOptions[];
}

/** A site as the portal describes it, each generator with the seed its own simulation runs with. */
export function siteOptionsOf(site: SiteCredentials, seedOf: (sn: string) => number): SiteOptions {
  return {
    ...site,
    generators: site.generators.map(({ commissioned, ...generator }) => ({
      ...generator,
      seed: seedOf(generator.sn),
      ...(commissioned === undefined ? {} : { commissionedAt: Date.parse(commissioned) }),
    })),
  };
}

/** A CHP unit's own model, stepped beside the meter's: what it feeds in, by its own counters. */
export function siteGenerator(model: UnitModel): SiteGenerator {
  const keys = electricalKeys[model.kind.productGroup];
  if (!keys) throw new Error(`${model.kind.productGroup} makes no electricity`);
  const wattsPer = findDataPointByKey(model.kind, keys.power)?.unit === 'kW' ? 1000 : 1;
  return {
    follow: (t, dtSeconds) => {
      if (dtSeconds > 0) model.fastForward(t, dtSeconds);
    },
    electricalW: () => model.store.display(keys.power) * wattsPer,
    electricalKwh: () => model.store.display(keys.energy),
  };
}
