import type { UnitListEntry } from '@portal/contracts';
import { unitKinds } from '@portal/unit-catalog';
import { currentUnitAtom, useEndpointQuery, useAtomValue, useSearchParams } from '@portal/web-kit';
import { hasMeasurementFields } from './runtime-model.js';

export type RuntimeUnit =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'found'; sn: string; productGroup: string; commissioning: string | null };

export interface RuntimeUnits {
  unit: RuntimeUnit;
  /** The user's units with measurement fields, for the picker (the first page of them). */
  choices: readonly UnitListEntry[];
  /** Shows `sn`; a new entry in the address, so Back returns to the unit before. */
  choose: (sn: string) => void;
}

/** The kinds whose units report the measurement fields (p_* / e_*). */
const measurementGroups = unitKinds.map((kind) => kind.productGroup).filter(hasMeasurementFields);
const pageSize = 100;

const found = (unit: UnitListEntry): RuntimeUnit => ({
  state: 'found',
  sn: unit.seriennummer,
  productGroup: unit.productGroup,
  commissioning: unit.inbetriebnahmeDatum ?? null,
});

/**
 * The unit the runtime analysis shows: the one in the address (?sn=) when the user may see it, else
 * the current unit when it reports measurements, else the user's first unit that does.
 */
export function useRuntimeUnits(): RuntimeUnits {
  const [params, setParams] = useSearchParams();
  const current = useAtomValue(currentUnitAtom);
  const currentFits = current !== null && hasMeasurementFields(current.unit.productGroup);
  const asked = params.get('sn');
  const filter = { productGroups: measurementGroups };
  const list = useEndpointQuery('units', { body: { limit: pageSize, offset: 0, filter } });
  const page = (list.data?.units ?? []).filter((unit) => hasMeasurementFields(unit.productGroup));
  const inPage = page.find((unit) => unit.seriennummer === asked);
  // A unit past the first page (a fleet with many meters) is looked up by its serial.
  const lookup = useEndpointQuery(
    'units',
    { body: { limit: 1, offset: 0, filter: { ...filter, search: asked ?? '' } } },
    { enabled: asked !== null && list.isSuccess && !inPage && list.data.totalRows > pageSize },
  );
  const lookedUp = lookup.data?.units.find((unit) => unit.seriennummer === asked);
  const choose = (sn: string) =>
    setParams((before) => new URLSearchParams({ ...Object.fromEntries(before), sn }));
  const shown = inPage ?? lookedUp;
  const choices = lookedUp && !inPage ? [lookedUp, ...page] : page;
  if (shown) return { unit: found(shown), choices, choose };
  if (asked !== null && (list.isPending || lookup.isFetching))
    return { unit: { state: 'loading' }, choices, choose };
  if (currentFits && (asked === null || asked === current.sn)) {
    const { sn, unit } = current;
    const commissioning = unit.inbetriebnahmeDatum;
    return { unit: { state: 'found', sn, productGroup: unit.productGroup, commissioning }, choices, choose };
  }
  if (list.isPending && !list.isError) return { unit: { state: 'loading' }, choices, choose };
  return { unit: page[0] ? found(page[0]) : { state: 'none' }, choices, choose };
}
