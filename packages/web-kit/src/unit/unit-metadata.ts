import type { InitResponse, Language } from '@portal/contracts';
import type { MetaDataPoint, StructureDefinition } from '@portal/unit-catalog';

// The catalog metadata of /rest/info/init (metaDataPoints, structures, enums, translations) read for
// one language: labels, units, gains and limits of data points, enum option texts, screen texts.

/** 'Board.name[3]' → 'Board.name' (metaDataPoints are keyed without index). */
export function baseKey(key: string): string {
  return key.replace(/\[\d+\]$/, '');
}

/** The array index of a key 'Board.name[3]', else undefined. */
export function keyIndex(key: string): number | undefined {
  const match = /\[(\d+)\]$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

export interface UnitMetadata {
  language: Language;
  dataPoint(key: string): MetaDataPoint | undefined;
  structure(name: string): StructureDefinition | undefined;
  /** The data point's translated label, else its name. */
  label(key: string): string;
  /** Option values of an enum (empty when unknown). */
  enumValues(enumName: string): number[];
  /** The translated text of an enum option, else the number. */
  enumLabel(enumName: string, value: number): string;
  /** A translationsScreen text (page, group, item, chart labels), else the key itself. */
  screenText(key: string): string;
  /** The translated text of a fault code within its category, else undefined. */
  faultText(category: string, code: number): string | undefined;
}

interface LanguageTexts {
  enums?: { name: string; translations: Record<string, string> }[];
  metaDataPoints?: { translations: Record<string, string> };
  errorCategories?: Record<string, { translationMedium: string; translations: Record<string, string> }>;
}

export function unitMetadata(init: InitResponse, language: Language): UnitMetadata {
  const points = init.metaDataPoints as Record<string, MetaDataPoint>;
  const structures = init.structures as Record<string, StructureDefinition>;
  const enums = init.enums as Record<string, { values: number[] }>;
  const texts = (init.translations[language] ?? {}) as LanguageTexts;
  const screen = (init.translationsScreen[language] ?? {}) as Record<string, string>;
  const enumTexts = new Map((texts.enums ?? []).map((e) => [e.name, e.translations]));
  return {
    language,
    dataPoint: (key) => points[baseKey(key)],
    structure: (name) => structures[name],
    // Texts are keyed by the data point's name (facts §5), the same in every kind.
    label: (key) => {
      const point = points[baseKey(key)];
      return (point && texts.metaDataPoints?.translations[point.name]) ?? point?.name ?? key;
    },
    enumValues: (name) => enums[name]?.values ?? [],
    enumLabel: (name, value) => enumTexts.get(name)?.[String(value)] ?? String(value),
    screenText: (key) => screen[key] ?? key,
    faultText: (category, code) => texts.errorCategories?.[category]?.translations[String(code)],
  };
}
