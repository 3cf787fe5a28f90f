import type { MetaDataPointAnswer } from '@portal/contracts';
import { findStructure, unitKinds } from './catalog.js';
import { dataPointKey } from './keys.js';
import { languages, type DataPointDefinition, type Language, type StructureDefinition } from './schema.js';
import { writeErrorTexts } from './validate.js';

// The catalog pieces of GET /rest/info/init in the shape public clients of the manufacturer's portal
// read (facts 5): metaDataPoints keyed by 'board.name', enums, translations per language. Clients
// look a data point's text up by its name (the id the connect answer's boards list in `attributes`),
// so texts are keyed by name: a name means the same data point, with the same text, in every kind
// (catalog.spec.ts checks it). Clients scale every live value by `gain` unless it is 0, so data
// points whose values are not numbers (texts, times, structures, flags, options) carry gain 0.

/** Types whose values are numbers a client may scale by the gain. */
const scaledTypes: ReadonlySet<DataPointDefinition['type']> = new Set(['int', 'uint', 'float']);

/** A data point as init answers it (contracts' metaDataPointSchema, spec 3 Data point definition). */
export type MetaDataPoint = MetaDataPointAnswer & { type: DataPointDefinition['type'] };

export interface LanguageTranslations {
  enums: { name: string; translations: Record<string, string> }[];
  metaDataPoints: { translations: Record<string, string> };
  errorCategories: Record<string, { translationMedium: string; translations: Record<string, string> }>;
}

export interface InitMetadata {
  metaDataPoints: Record<string, MetaDataPoint>;
  structures: Record<string, StructureDefinition>;
  enums: Record<string, { name: string; values: number[] }>;
  translations: Partial<Record<Language, LanguageTranslations>>;
  translationsScreen: Partial<Record<Language, Record<string, string>>>;
}

/** Builds the init pieces for one language, or for both when none is given. */
export function initMetadata(language?: Language): InitMetadata {
  const langs: readonly Language[] = language ? [language] : languages;
  const out: InitMetadata = {
    metaDataPoints: {},
    structures: {},
    enums: {},
    translations: {},
    translationsScreen: {},
  };
  for (const lang of langs) {
    out.translations[lang] = { enums: [], metaDataPoints: { translations: {} }, errorCategories: {} };
    out.translationsScreen[lang] = Object.fromEntries(
      Object.entries(writeErrorTexts).map(([k, v]) => [k, v[lang]]),
    );
  }
  const seenEnums = new Set<string>();
  for (const kind of unitKinds) {
    for (const board of kind.boards) {
      for (const dp of board.dataPoints) {
        const key = dataPointKey(board.name, dp.name);
        const structure = dp.structName === null ? undefined : findStructure(kind, dp.structName);
        const meta: MetaDataPoint = {
          name: dp.name,
          friendlyName: dp.friendlyName,
          gain: scaledTypes.has(dp.type) ? dp.gain : 0,
          unit: dp.unit,
          enumName: dp.enumName,
          array: dp.array,
          obdClass: dp.obdClass,
          type: dp.type,
          typeName: dp.typeName,
          length: dp.length,
          labelSuffix: dp.labelSuffix ?? '',
          functionGroups: dp.functionGroups,
          bitOffset: dp.bitOffset ?? null,
          struct: dp.type === 'struct',
          structName: dp.structName,
          structElementAttributes: structure?.elements.map((element) => ({ ...element })) ?? [],
          virtual: dp.virtual,
          writable: dp.writable,
        };
        if (dp.menuItem) meta.menuItem = dp.menuItem;
        if (dp.valueFormatter) meta.valueFormatter = dp.valueFormatter;
        out.metaDataPoints[key] = meta;
        for (const lang of langs) {
          const tr = out.translations[lang];
          if (tr) tr.metaDataPoints.translations[dp.name] = dp.label[lang];
        }
      }
    }
    for (const structure of kind.structures) out.structures[structure.name] = structure;
    for (const en of kind.enums) {
      if (seenEnums.has(en.name)) continue;
      seenEnums.add(en.name);
      out.enums[en.name] = { name: en.name, values: en.values.map((v) => v.value) };
      for (const lang of langs) {
        out.translations[lang]?.enums.push({
          name: en.name,
          translations: Object.fromEntries(en.values.map((v) => [String(v.value), v.label[lang]])),
        });
      }
    }
    for (const category of kind.errorCategories) {
      for (const lang of langs) {
        const tr = out.translations[lang];
        if (!tr) continue;
        tr.errorCategories[category.name] = {
          translationMedium: category.label[lang],
          translations: Object.fromEntries(
            kind.faults
              .filter((f) => f.category === category.name)
              .map((f) => [String(f.code), f.label[lang]]),
          ),
        };
      }
    }
    for (const lang of langs) {
      const screen = out.translationsScreen[lang];
      if (!screen) continue;
      for (const [k, v] of Object.entries(kind.screenTexts)) screen[k] = v[lang];
      screen[`productGroup.${kind.productGroup}`] = kind.label[lang];
    }
  }
  return out;
}
