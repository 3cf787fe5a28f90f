import { useIntl } from 'react-intl';

/**
 * Months (1–12) as their short names in the page's language, runs of months joined with a dash:
 * [1, 2, 3, 5] → "Jan.–März, Mai".
 */
export function useMonthList(): (months: readonly number[]) => string {
  const intl = useIntl();
  const name = (month: number) => intl.formatDate(new Date(2000, month - 1, 1), { month: 'short' });
  return (months) => {
    const sorted = [...new Set(months)].sort((a, b) => a - b);
    const runs: [number, number][] = [];
    for (const month of sorted) {
      const last = runs.at(-1);
      if (last && month === last[1] + 1) last[1] = month;
      else runs.push([month, month]);
    }
    return runs.map(([from, to]) => (from === to ? name(from) : `${name(from)}–${name(to)}`)).join(', ');
  };
}
