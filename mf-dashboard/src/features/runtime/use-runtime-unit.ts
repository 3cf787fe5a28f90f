import { currentUnitAtom, portalStore, useEndpointQuery } from '@portal/web-kit';
import { useAtomValue } from 'jotai';
import { hasMeasurementFields } from './runtime-model.js';

export type RuntimeUnit =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'found'; sn: string; productGroup: string; commissioning: string | null };

/**
 * The unit the runtime analysis shows: the current unit when it reports measurements, else the
 * user's first unit that does.
 */
export function useRuntimeUnit(): RuntimeUnit {
  const current = useAtomValue(currentUnitAtom, { store: portalStore });
  const currentFits = current !== null && hasMeasurementFields(current.unit.productGroup);
  const units = useEndpointQuery(
    'units',
    { body: { limit: 100, offset: 0, filter: {} } },
    { enabled: !currentFits },
  );
  if (currentFits) {
    return {
      state: 'found',
      sn: current.sn,
      productGroup: current.unit.productGroup,
      commissioning: current.unit.inbetriebnahmeDatum,
    };
  }
  if (units.isPending && !units.isError) return { state: 'loading' };
  const first = units.data?.units.find((unit) => hasMeasurementFields(unit.productGroup));
  return first
    ? {
        state: 'found',
        sn: first.seriennummer,
        productGroup: first.productGroup,
        commissioning: first.inbetriebnahmeDatum ?? null,
      }
    : { state: 'none' };
}
