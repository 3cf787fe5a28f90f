import { type HeatingCurve } from '@portal/contracts';
import { type UnitKind, fromRaw, toRaw, validateWrite } from '@portal/unit-catalog';
import { RpcRefusal } from '../protocol/rpc-handler.js';
import { type ValueStore } from './values.js';

// Where the device menu's heating curve (spec 3: max, min, slope) lives. A kind whose catalogue keeps
// the curve in that slope form (the heat pump's Wp_Ew.usHkMax/Min/Steigung) has it in its data
// points, so the dashboard's heating-curve widget and the device menu show and change the same curve,
// within the catalogue's limits. Other kinds (the Dachs's curve has two support points) keep the
// menu's curve on their own.

export interface HeatingCurveHome {
  read(): HeatingCurve;
  /** Throws RpcRefusal, having changed nothing, when the catalogue does not allow a value. */
  write(curve: HeatingCurve): void;
}

type CurveKeys = Record<keyof HeatingCurve, string>;

/** The slope-form heating curve's data points of a kind's layout, if it has one. */
function slopeCurveKeys(kind: UnitKind): CurveKeys | undefined {
  for (const page of Object.values(kind.layout.pages))
    for (const item of page.items)
      for (const content of item.contents)
        if (content.type === 'heizkurve' && content.parameters.variant === 'slope') {
          const { maxKey, minKey, slopeKey } = content.parameters;
          return { max: maxKey, min: minKey, slope: slopeKey };
        }
  return undefined;
}

export function heatingCurveHome(
  kind: UnitKind,
  store: ValueStore,
  /** The unit's own write of raw values (its model's, so the physics hears of it). */
  writeRaw: (values: Record<string, number>) => void,
  initial: HeatingCurve,
): HeatingCurveHome {
  const keys = slopeCurveKeys(kind);
  if (!keys) {
    let curve = { ...initial };
    return { read: () => ({ ...curve }), write: (next) => void (curve = { ...next }) };
  }
  const fields = Object.keys(keys) as (keyof HeatingCurve)[];
  const def = (field: keyof HeatingCurve) => store.entry(keys[field])!.def;
  return {
    read: () =>
      Object.fromEntries(
        // toPrecision: 12 × 0.1 is 1.2, not 1.2000000000000002.
        fields.map((field) => [
          field,
          Number(fromRaw(def(field), Number(store.get(keys[field]))).toPrecision(12)),
        ]),
      ) as HeatingCurve,
    write: (curve) => {
      const refused = fields.filter((field) => validateWrite(kind, keys[field], curve[field]) !== null);
      if (refused.length > 0)
        throw new RpcRefusal(`heating curve out of the unit's limits: ${refused.join(', ')}`);
      writeRaw(Object.fromEntries(fields.map((field) => [keys[field], toRaw(def(field), curve[field])])));
    },
  };
}
