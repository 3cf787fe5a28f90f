import {
  type DataPointDefinition,
  type UnitKind,
  defaultNumericMax,
  defaultNumericMin,
  findDataPointByKey,
  findEnum,
  unitKinds,
} from '@portal/unit-catalog';
import type { Language } from '@portal/contracts';

/** A data point a campaign may write: a number, choice or switch that is not an array. */
export interface WritablePoint {
  key: string;
  label: string;
  unit: string;
  type: DataPointDefinition['type'];
  min: number;
  max: number;
  step: number | undefined;
  /** Enumerations and switches: their choices by number. */
  choices: { value: number; label: string }[] | undefined;
}

// Campaign values are numbers (contracts: campaignRequestSchema.values), so texts, times of day,
// structures and arrays stay out.
const campaignTypes = new Set<DataPointDefinition['type']>(['int', 'uint', 'float', 'enum', 'bool']);

function choicesOf(kind: UnitKind, point: DataPointDefinition, language: Language) {
  if (point.type === 'bool') return [0, 1].map((value) => ({ value, label: String(value) }));
  const en = point.enumName === null ? undefined : findEnum(kind, point.enumName);
  return en?.values.map((entry) => ({ value: entry.value, label: entry.label[language] }));
}

/** The data points of a kind a campaign may set, with their limits in display units. */
export function writablePoints(kind: UnitKind, language: Language): WritablePoint[] {
  return kind.boards.flatMap((board) =>
    board.dataPoints
      .filter((point) => point.writable && !point.virtual && !point.array && campaignTypes.has(point.type))
      .map((point) => ({
        key: `${board.name}.${point.name}`,
        label: point.label[language] + (point.labelSuffix ? ` ${point.labelSuffix}` : ''),
        unit: point.unit,
        type: point.type,
        min: point.menuItem?.min ?? (point.type === 'bool' ? 0 : defaultNumericMin),
        max: point.menuItem?.max ?? (point.type === 'bool' ? 1 : defaultNumericMax),
        step: point.menuItem?.increment,
        choices: choicesOf(kind, point, language),
      })),
  );
}

/** The kinds that have anything a campaign may set. */
export function campaignKinds(): readonly UnitKind[] {
  return unitKinds.filter((kind) => writablePoints(kind, 'de-de').length > 0);
}

/** A data point key's label from the first kind that has it (a campaign may span kinds). */
export function pointLabel(key: string, language: Language): { label: string; unit: string } {
  for (const kind of unitKinds) {
    const point = findDataPointByKey(kind, key);
    if (point) return { label: point.label[language], unit: point.unit };
  }
  return { label: key, unit: '' };
}

/** A kind's name in the language ('dachsII' → 'Dachs (aktuelle Generation)'). */
export function kindLabel(productGroup: string, language: Language): string {
  return unitKinds.find((kind) => kind.productGroup === productGroup)?.label[language] ?? productGroup;
}
