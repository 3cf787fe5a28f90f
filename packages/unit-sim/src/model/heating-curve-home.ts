import { type HeatingCurve } from '@portal/contracts';
import { type UnitKind, fromRaw, toRaw, validateWrite } from '@portal/unit-catalog';
import { RpcRefusal } from '../protocol/rpc-handler.js';
import { type ValueStore } from './values.js';

// Where the device menu's heating curve (spec 3: max, min, slope) lives. A kind whose catalogue
// keeps a heating curve has it in its data points, so the dashboard's heating-curve widget and the
// device menu show and change the same curve, within the catalogue's limits:
// - the slope form (the heat pump's Wp_Ew.usHkMax/Min/Steigung) is the menu's own;
// - the Dachs's two support points (flow set point at +15 and -10 °C outside, lower and upper
//   limit): slope is the rise per kelvin between them, and a new slope moves the -10 °C point.
// Kinds without one keep the menu's curve on their own.

export interface HeatingCurveHome {
  read(): HeatingCurve;
  /** Throws RpcRefusal, having changed nothing, when the catalogue does not allow a value. */
  write(curve: HeatingCurve): void;
}

/** Kelvin between the Dachs's support points (+15 and -10 °C outside). */
const supportSpan = 25;

type CurveForm =
  | { form: 'slope'; max: string; min: string; slope: string }
  | { form: 'supportPoints'; plus15: string; minus10: string; lower: string; upper: string };

/** The heating curve's data points of a kind's layout, if it has one. */
function curveForm(kind: UnitKind): CurveForm | undefined {
  for (const page of Object.values(kind.layout.pages))
    for (const item of page.items)
      for (const content of item.contents) {
        if (content.type !== 'heizkurve') continue;
        const p = content.parameters;
        return p.variant === 'slope'
          ? { form: 'slope', max: p.maxKey, min: p.minKey, slope: p.slopeKey }
          : {
              form: 'supportPoints',
              plus15: p.plus15Key,
              minus10: p.minus10Key,
              lower: p.lowerKey,
              upper: p.upperKey,
            };
      }
  return undefined;
}

const rounded = (value: number) => Number(value.toPrecision(12));

export function heatingCurveHome(
  kind: UnitKind,
  store: ValueStore,
  /** The unit's own write of raw values (its model's, so the physics hears of it). */
  writeRaw: (values: Record<string, number>) => void,
  initial: HeatingCurve,
): HeatingCurveHome {
  const form = curveForm(kind);
  if (!form) {
    let curve = { ...initial };
    return { read: () => ({ ...curve }), write: (next) => void (curve = { ...next }) };
  }
  const def = (key: string) => store.entry(key)!.def;
  // toPrecision: 12 × 0.1 is 1.2, not 1.2000000000000002.
  const value = (key: string) => rounded(fromRaw(def(key), Number(store.get(key))));
  /** Writes display values, all of them or (refused) none. */
  const writeAll = (values: Record<string, number>) => {
    const refused = Object.entries(values).filter(([key, shown]) => validateWrite(kind, key, shown) !== null);
    if (refused.length > 0)
      throw new RpcRefusal(
        `heating curve beyond the unit's limits: ${refused.map(([key]) => key).join(', ')}`,
      );
    writeRaw(Object.fromEntries(Object.entries(values).map(([key, shown]) => [key, toRaw(def(key), shown)])));
  };
  if (form.form === 'slope')
    return {
      read: () => ({ max: value(form.max), min: value(form.min), slope: value(form.slope) }),
      write: (curve) => writeAll({ [form.max]: curve.max, [form.min]: curve.min, [form.slope]: curve.slope }),
    };
  return {
    read: () => ({
      max: value(form.upper),
      min: value(form.lower),
      slope: Math.round(((value(form.minus10) - value(form.plus15)) / supportSpan) * 100) / 100,
    }),
    write: (curve) =>
      writeAll({
        [form.upper]: curve.max,
        [form.lower]: curve.min,
        // The unit keeps whole degrees: the slope it reports back is the one it could store.
        [form.minus10]: Math.round(value(form.plus15) + curve.slope * supportSpan),
      }),
  };
}
