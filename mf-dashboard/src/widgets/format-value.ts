import type { MetaDataPoint, ValueFormatter } from '@portal/unit-catalog';
import type { UnitMetadata } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import { useInputText } from './inputs/input-text.js';

// A data point value as people read it: numbers with the locale's separators and the unit, enum
// options by their text, flags as yes/no, times of day as hh:mm.

/**
 * Decimals per unit of measure, so values of one unit read alike side by side whatever the gain of
 * their data point ('55,0 °C' next to '25,0 °C', not '55,00 °C'); percentages 1 decimal (spec 9).
 */
const decimalsByUnit: Readonly<Record<string, number>> = { '°C': 1, K: 1, '%': 1 };

/** The decimals of a data point: its unit's rule, else as fine as its gain. */
function displayDecimalsOf(def: Pick<MetaDataPoint, 'unit' | 'gain'>): number {
  const byUnit = decimalsByUnit[def.unit];
  if (byUnit !== undefined) return byUnit;
  if (def.gain >= 1) return 0;
  return Math.min(3, Math.ceil(-Math.log10(def.gain) - 1e-9));
}

export interface FormatOptions {
  locale: string;
  yes: string;
  no: string;
  /** A fault or warning value of 0 ('keine'), and a code the catalogue has no text for. */
  noFault: string;
  unknownFault: string;
  /** Overrides the decimals the gain implies. */
  decimals?: number;
}

/** A fault or warning value as its catalogue code and text (spec 3 valueFormatter 'faultCode'). */
function faultText(meta: UnitMetadata, formatter: ValueFormatter, value: number, options: FormatOptions) {
  if (value === 0) return options.noFault;
  const code = value + formatter.offset;
  return `${code}: ${meta.faultText(formatter.category, code) ?? options.unknownFault}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale and number of decimals, kept: making one costs far more than formatting
 * with it, and a dashboard formats hundreds of values, again with every live update.
 */
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}/${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format;
}

/** Numbers and strings as they are, anything else as JSON. */
function plain(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

export function formatValue(meta: UnitMetadata, key: string, value: unknown, options: FormatOptions): string {
  if (value === undefined || value === null) return '–';
  const def = meta.dataPoint(key);
  if (typeof value === 'boolean') return value ? options.yes : options.no;
  if (!def) return plain(value);
  if (def.valueFormatter?.type === 'faultCode' && typeof value === 'number')
    return faultText(meta, def.valueFormatter, value, options);
  switch (def.type) {
    case 'bool':
      return value ? options.yes : options.no;
    case 'enum':
      return def.enumName ? meta.enumLabel(def.enumName, Number(value)) : plain(value);
    case 'timeOfDay': {
      const minutes = Number(value);
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    }
    case 'int':
    case 'uint':
    case 'float': {
      const digits = options.decimals ?? displayDecimalsOf(def);
      const text = numberFormat(options.locale, digits).format(Number(value));
      // A no-break space: number and unit stay on one line.
      return def.unit ? `${text}\u00a0${def.unit}` : text;
    }
    default:
      return plain(value);
  }
}

/** The user's locale and texts, for formatValue. */
export function useFormatOptions(): FormatOptions {
  const intl = useIntl();
  const text = useInputText();
  return {
    locale: intl.locale,
    yes: text('mf.dashboard.input.yes'),
    no: text('mf.dashboard.input.no'),
    noFault: text('mf.dashboard.input.noFault'),
    unknownFault: text('mf.dashboard.input.unknownFault'),
  };
}
