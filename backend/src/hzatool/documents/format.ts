// German wording and de-DE number formats shared by the hzatool's PDFs and exports.

import { type HzaFuelType, type HzaSummary, formatSerial } from '@portal/contracts';
import { dachsModels, type DachsModelId } from '@portal/energy-tax';

/** Shown where a field of the application is still empty. */
export const empty = '—';

const decimals = (digits: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const whole = decimals(0);
const two = decimals(2);
const three = decimals(3);
const upToTwo = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** 62700 → "627,00 EUR". */
export const euros = (cents: number) => `${two.format(cents / 100)} EUR`;
/** Whole numbers with thousands separators: 114000 → "114.000". */
export const integer = (value: number) => whole.format(value);
export const number = (value: number) => upToTwo.format(value);
/** The digits the summary's percent carries (one, more where fewer would read as 70 %): 69.99 → "69,99 %". */
export const percent = (value: number) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 6 }).format(value)} %`;
export const kwh = (value: number | null) => (value === null ? empty : `${integer(value)} kWh`);

/** ISO date (or date-time) → "01.07.2013". */
export function date(iso: string | null | undefined): string {
  if (!iso) return empty;
  const [year, month, day] = iso.slice(0, 10).split('-');
  return day ? `${day}.${month}.${year}` : `${month}.${year}`;
}

/** "2013-07" → "07/2013". */
export const month = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const dateTime = (at: Date) =>
  at.toLocaleString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export const fuelNames: Record<HzaFuelType, string> = {
  naturalGas: 'Erdgas',
  lpg: 'Flüssiggas (LPG)',
  heatingOil: 'Leichtes Heizöl',
};

type TaxUnit = NonNullable<HzaSummary['taxUnit']>;

/** The quantity as it is taxed: gas as kWh and MWh on the gross calorific value Hs. */
export function quantity(value: number, unit: TaxUnit | null): string {
  if (unit === 'kWhHs') return `${integer(value)} kWh Hs (${three.format(value / 1000)} MWh)`;
  if (unit === 'l') return `${integer(value)} l`;
  if (unit === 'kg') return `${integer(value)} kg`;
  return integer(value);
}

/** For tables beside a rate per MWh: gas in MWh only. */
export const quantityShort = (value: number, unit: TaxUnit | null) =>
  unit === 'kWhHs' ? `${three.format(value / 1000)} MWh` : quantity(value, unit);

/** Rates are per 1,000 tax units: EUR/MWh for gas, EUR/1.000 l for oil, EUR/1.000 kg for LPG. */
export function rate(centsPer1000: number, unit: TaxUnit | null): string {
  const per = unit === 'kWhHs' ? 'MWh' : unit === 'l' ? '1.000 l' : unit === 'kg' ? '1.000 kg' : '1.000';
  return `${two.format(centsPer1000 / 100)} EUR/${per}`;
}

export const monthNames = [
  'Jan',
  'Feb',
  'Mär',
  'Apr',
  'Mai',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Okt',
  'Nov',
  'Dez',
];

/** "Jan–Jun" style list of the months flagged true; "keine" when none. */
export function monthList(flags: readonly boolean[]): string {
  const ranges: string[] = [];
  let start = -1;
  flags.forEach((flag, index) => {
    if (flag && start < 0) start = index;
    if (start >= 0 && (!flag || index === flags.length - 1)) {
      const end = flag ? index : index - 1;
      ranges.push(start === end ? monthNames[start]! : `${monthNames[start]}–${monthNames[end]}`);
      start = -1;
    }
  });
  return ranges.length ? ranges.join(', ') : 'keine';
}

/** Fuel per operating hour of a Dachs model, e.g. "22,8 kWh Hs/h". */
export function fuelPerHour(model: DachsModelId | undefined): string {
  if (!model) return empty;
  const { milliTaxUnitsPerHour, fuel } = dachsModels[model];
  const unit = fuel === 'naturalGas' ? 'kWh Hs/h' : fuel === 'heatingOil' ? 'l/h' : 'kg/h';
  return `${number(milliTaxUnitsPerHour / 1000)} ${unit}`;
}

export const modelName = (model: DachsModelId | undefined) => (model ? dachsModels[model].name : empty);

export const yesNo = (value: boolean | undefined) => (value === undefined ? empty : value ? 'ja' : 'nein');

/** A serial as the portal shows it: "5512345678" → "55 1234 5678". */
export const serial = formatSerial;

/** Text or the empty marker. */
export const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : empty);
