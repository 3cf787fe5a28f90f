import { element, enumeration, t } from '../define.js';
import { pageKey } from '../keys.js';
import { endOfDay, maxSwitchesPerDay } from '../rules.js';
import type {
  Bilingual,
  ContentItem,
  EnumDefinition,
  Layout,
  LayoutPage,
  ScreenItem,
  StructureDefinition,
  StructureElement,
} from '../schema.js';

/** Spec 4 activity levels; values are what a time program switch stores. */
export const activityLevelEnum: EnumDefinition = enumeration('ActivityLevel', [
  [0, t('Aus', 'Switched off')],
  [1, t('Leistungsstufe 1', 'Power level 1')],
  [2, t('Leistungsstufe 2', 'Power level 2')],
  [3, t('Leistungsstufe 3', 'Power level 3')],
]);

/**
 * Screen text keys of the default activity labels (spec 9 writes 'Pl1' beside 'PL2, PL3'; one
 * spelling, PL1, reads as the series it is: issue 40).
 */
export const activityNameKeys = ['activity.off', 'activity.pl1', 'activity.pl2', 'activity.pl3'];
export const activityNameTexts: Record<string, Bilingual> = {
  'activity.off': t('Aus', 'Off'),
  'activity.pl1': t('PL1', 'PL1'),
  'activity.pl2': t('PL2', 'PL2'),
  'activity.pl3': t('PL3', 'PL3'),
};

function switchElements(kind: (n: number) => StructureElement[]): StructureElement[] {
  const out: StructureElement[] = [
    element('nrOfSwitchesDefined', 'uint', 'UINT8', {
      menuItem: { min: 0, max: maxSwitchesPerDay, increment: 1 },
    }),
  ];
  for (let n = 1; n <= maxSwitchesPerDay; n += 1) {
    out.push(
      element(`switchTime${n}`, 'uint', 'UINT8', { menuItem: { min: 0, max: endOfDay, increment: 1 } }),
    );
    out.push(...kind(n));
  }
  return out;
}

/** Day of an ActivityOperated program: level plus room temperature per switch. */
export const timeProgramDayActivity: StructureDefinition = {
  name: 'TimeProgramDayActivity',
  elements: switchElements((n) => [
    element(`switchActivity${n}`, 'enum', 'UINT8', {
      enumName: 'ActivityLevel',
      menuItem: { min: 0, max: 3 },
    }),
    element(`switchTemperature${n}`, 'int', 'INT16', {
      gain: 0.1,
      unit: '°C',
      menuItem: { min: 5, max: 30, increment: 0.5 },
    }),
  ]),
};

/** Day of a PowerOperated program: level plus a custom power value (0..750 W in 10 W steps, spec 5). */
export const timeProgramDayPower: StructureDefinition = {
  name: 'TimeProgramDayPower',
  elements: switchElements((n) => [
    element(`switchPower${n}`, 'enum', 'UINT8', { enumName: 'ActivityLevel', menuItem: { min: 0, max: 3 } }),
    element(`switchCustomValue${n}`, 'uint', 'UINT8', {
      gain: 10,
      unit: 'W',
      menuItem: { min: 0, max: 750, increment: 10 },
    }),
  ]),
};

export const weekdayCount = 7;

// ---- layout builders ----

export interface ItemSpec {
  name: string;
  label: string;
  help?: string;
  /** Makes this a chart item showing the named chart. */
  chart?: string;
  contents?: ContentItem[];
  zoneIndex?: number;
  visibility?: ScreenItem['visibility'];
}

export interface PageSpec {
  name: string;
  label: string;
  width?: number;
  height?: number;
  chartMode?: boolean;
  warnings?: string[];
  groups: { id: string; label: string; items: ItemSpec[] }[];
}

export function buildLayout(productGroup: string, pages: PageSpec[], css = ''): Layout {
  const out: Record<string, LayoutPage> = {};
  for (const spec of pages) {
    const key = pageKey(productGroup, spec.name);
    const items: ScreenItem[] = [];
    for (const group of spec.groups) {
      for (const item of group.items) {
        const screenItem: ScreenItem = {
          id: `${spec.name}.${item.name}`,
          type: item.chart ? 'chart' : 'values',
          name: item.chart ?? item.name,
          screenPageId: key,
          visibility: item.visibility ?? 'all',
          label: item.label,
          contents: item.contents ?? [],
          zoneIndex: item.zoneIndex ?? 0,
        };
        if (item.help !== undefined) screenItem.help = item.help;
        items.push(screenItem);
      }
    }
    out[key] = {
      name: spec.name,
      label: spec.label,
      items,
      groups: spec.groups.map((g) => ({
        id: g.id,
        label: g.label,
        itemIds: g.items.map((i) => `${spec.name}.${i.name}`),
      })),
      warnings: spec.warnings ?? [],
      chartMode: spec.chartMode ?? false,
      width: spec.width ?? 12,
      height: spec.height ?? 1,
    };
  }
  return { css, pages: out };
}

/** A value widget content showing (and, if editable, editing) one data point. */
export function value(board: string, dataPoint: string, editable = false, index?: number): ContentItem {
  const item: ContentItem = { type: 'text', board, dataPoint };
  if (editable) item.editable = true;
  if (index !== undefined) item.index = index;
  return item;
}
