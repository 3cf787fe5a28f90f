import type { IntlShape } from 'react-intl';
import { type ChartRange, isoWeek, periodEnd } from './chart-range.js';
import type { DatePickerMessageId } from './messages.js';

const dayMonth = { day: '2-digit', month: '2-digit' } as const;
const fullDate = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * The label of a chart period in the current locale: 'Fr., 20.11.2026', 'KW 47 · 16.11.–22.11.2026'
 * (the first day with its year too when the week spans New Year), 'November 2026', '2026'.
 * 'a' has the text of the whole span.
 */
export function formatPeriod(intl: IntlShape, range: ChartRange): string {
  const text = (id: DatePickerMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  switch (range.period) {
    case 'd':
      return intl.formatDate(range.start, { weekday: 'short', ...fullDate });
    case 'w': {
      const first = new Date(range.start);
      const last = new Date(periodEnd(range) - 1);
      const sameYear = first.getFullYear() === last.getFullYear();
      return text('mf.dashboard.datePicker.week', {
        week: isoWeek(first),
        from: intl.formatDate(first, sameYear ? dayMonth : fullDate),
        to: intl.formatDate(last, fullDate),
      });
    }
    case 'M':
      return intl.formatDate(range.start, { month: 'long', year: 'numeric' });
    case 'y':
      return intl.formatDate(range.start, { year: 'numeric' });
    case 'a':
      return text('mf.dashboard.datePicker.all');
  }
}
