import { useIntl } from 'react-intl';

/** Twelve month cells, filled where the flag is set; each names its month and state for screen readers. */
export function MonthStrip({ months, label }: { months: readonly boolean[]; label: string }) {
  const intl = useIntl();
  const monthName = (index: number) => intl.formatDate(new Date(2000, index, 1), { month: 'short' });
  const yes = intl.formatMessage({ id: 'mf.hzatool.yes' });
  const no = intl.formatMessage({ id: 'mf.hzatool.no' });
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label={label}>
      {months.map((on, index) => (
        <li
          key={index}
          className={`small text-center rounded px-1 py-1 border ${on ? 'bg-success-subtle border-success-subtle text-success-emphasis' : 'bg-body-tertiary text-body-secondary'}`}
          style={{ minWidth: '2.75rem' }}
          aria-label={`${monthName(index)}: ${on ? yes : no}`}
        >
          <span aria-hidden>{monthName(index)}</span>
        </li>
      ))}
    </ul>
  );
}
