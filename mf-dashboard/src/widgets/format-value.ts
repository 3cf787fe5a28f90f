import type { UnitMetadata } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import { useInputText } from './inputs/input-text.js';

// A data point value as people read it: numbers with the locale's separators and the unit, enum
// options by their text, flags as yes/no, times of day as hh:mm.

function decimalsOf(gain: number): number {
  if (gain >= 1) return 0;
  return Math.min(3, Math.ceil(-Math.log10(gain) - 1e-9));
}

export interface FormatOptions {
  locale: string;
  yes: string;
  no: string;
  /** Overrides the decimals the gain implies. */
  decimals?: number;
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
      const digits = options.decimals ?? decimalsOf(def.gain);
      const text = new Intl.NumberFormat(options.locale, {
        minimumFractionDigits: def.type === 'float' && options.decimals === undefined ? 0 : digits,
        maximumFractionDigits: def.type === 'float' && options.decimals === undefined ? 2 : digits,
      }).format(Number(value));
      return def.unit ? `${text} ${def.unit}` : text;
    }
    default:
      return plain(value);
  }
}

/** The user's locale and yes/no texts, for formatValue. */
export function useFormatOptions(): FormatOptions {
  const intl = useIntl();
  const text = useInputText();
  return { locale: intl.locale, yes: text('mf.dashboard.input.yes'), no: text('mf.dashboard.input.no') };
}
