import { unitKinds } from './catalog.js';
import type { FaultEntry, ProductGroup } from './schema.js';

/** All fault and warning codes with their product group, for the error list and the simulator. */
export function faultCatalogue(): (FaultEntry & { productGroup: ProductGroup })[] {
  return unitKinds.flatMap((k) => k.faults.map((f) => ({ ...f, productGroup: k.productGroup })));
}

export function faultByCode(productGroup: ProductGroup, code: number): FaultEntry | undefined {
  return unitKinds.find((k) => k.productGroup === productGroup)?.faults.find((f) => f.code === code);
}
