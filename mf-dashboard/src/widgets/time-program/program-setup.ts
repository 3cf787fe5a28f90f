import type { MenuItem } from '@portal/unit-catalog';
import type { UnitMetadata } from '@portal/web-kit';
import type { ContentOf } from '../content-props.js';
import { type DayShape, dayShape } from './time-program-rules.js';

// What the parts of the editor need to know about one time program content: the day shape, the
// level names, and which values a switch shows and allows.

export interface Limits {
  min: number;
  max: number;
  step: number;
}

export interface ProgramSetup {
  shape: DayShape;
  /** Keys of the programs, 'Board.prefix{n}suffix', n = 1..count. */
  programKeys: string[];
  /** Texts of the activity levels 0..3. */
  levelNames: string[];
  /** ActivityOperated with temperatures: switches show their level's temperature. */
  temps: boolean;
  temperature: Limits;
  /** Limits of the per-switch custom value (PowerOperated); null where it is not shown. */
  customValue: Limits | null;
  /** The custom value setting of the global tab (PowerOperated), with its limits. */
  customSetting: { key: string; limits: Limits; unit: string } | null;
}

/** Spec 9 default labels Aus, PL1, PL2, PL3. */
export const defaultLevelNames = ['Aus', 'PL1', 'PL2', 'PL3'];
/** Spec 5: custom value min 0, max 750, step 10. */
export const defaultCustomLimits: Limits = { min: 0, max: 750, step: 10 };
const defaultTemperatureLimits: Limits = { min: 5, max: 30, step: 0.5 };

function limitsOf(menuItem: MenuItem | undefined, fallback: Limits): Limits {
  return {
    min: menuItem?.min ?? fallback.min,
    max: menuItem?.max ?? fallback.max,
    step: menuItem?.increment ?? fallback.step,
  };
}

export function programSetup(content: ContentOf<'timeProgram'>, meta: UnitMetadata): ProgramSetup {
  const p = content.parameters;
  const count = Math.max(1, p.count ?? 3);
  const board = content.board ? `${content.board}.` : '';
  const programKeys = Array.from({ length: count }, (_, i) => `${board}${p.prefix}${i + 1}${p.suffix}`);
  const structName = programKeys[0] ? meta.dataPoint(programKeys[0])?.structName : undefined;
  const structure = structName ? meta.structure(structName) : undefined;
  const element = (name: string) => structure?.elements.find((e) => e.name === name);

  const levelNames = defaultLevelNames.map((fallback, level) => {
    const key = p.activityNames[level];
    if (!key) return fallback;
    const text = meta.screenText(key);
    // A screen text key without a translation comes back as itself.
    return text === key && key.includes('.') ? fallback : text;
  });

  const power = p.type === 'PowerOperated';
  const custom = limitsOf(
    p.customValueOptions,
    limitsOf(element('switchCustomValue1')?.menuItem, defaultCustomLimits),
  );
  let customSetting: ProgramSetup['customSetting'] = null;
  if (power && p.customValueSetting) {
    // The setting's own limits narrow the options: the unit refuses values outside them.
    const own = meta.dataPoint(p.customValueSetting);
    const limits: Limits = {
      min: Math.max(custom.min, own?.menuItem?.min ?? custom.min),
      max: Math.min(custom.max, own?.menuItem?.max ?? custom.max),
      step: custom.step,
    };
    customSetting = { key: p.customValueSetting, limits, unit: own?.unit || 'W' };
  }

  return {
    shape: dayShape(p.type, structure),
    programKeys,
    levelNames,
    temps: !power && p.temps,
    temperature: limitsOf(element('switchTemperature1')?.menuItem, defaultTemperatureLimits),
    customValue: power && !p.customValueSettingOnly ? custom : null,
    customSetting,
  };
}
