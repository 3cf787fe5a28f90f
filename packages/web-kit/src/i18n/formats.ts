import type { CustomFormats } from 'react-intl';

/** The named formats of spec 9, used as `formatDate(d, {format: 'long'})` etc. */
export const formats = {
  date: {
    short: { day: '2-digit', month: '2-digit', year: 'numeric' },
    long: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
    longSeconds: {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    },
    year: { year: 'numeric' },
    month: { month: 'long', year: 'numeric' },
    day: { weekday: 'short', day: '2-digit', month: '2-digit' },
  },
  time: {
    hh: { hour: '2-digit' },
    hhmm: { hour: '2-digit', minute: '2-digit' },
    hhmmss: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  },
  number: {
    eur: { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
    percent: { style: 'percent', useGrouping: false, maximumFractionDigits: 1 },
    kw: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    kwh: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
} satisfies CustomFormats;

const pad = (value: number) => String(value).padStart(2, '0');

/** The "excel" date format: sortable and readable by spreadsheets in every locale. */
export function formatExcelDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
