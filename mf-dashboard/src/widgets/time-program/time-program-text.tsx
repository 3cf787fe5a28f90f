import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TimeProgramMessageId } from './messages.js';

// routes.tsx registers timeProgramMessages (via dashboardCatalogues) when the remote loads.

type Values = Record<string, string | number>;

/** A text of the time program editor (typed id). */
export function TimeProgramText({ id, values }: { id: TimeProgramMessageId; values?: Values }): ReactNode {
  return <FormattedMessage id={id} values={values} />;
}

/** `text(id, values)` for attributes and other places that need a plain string. */
export function useTimeProgramText(): (id: TimeProgramMessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

const dayShortIds: readonly TimeProgramMessageId[] = [
  'mf.dashboard.timeProgram.day.0',
  'mf.dashboard.timeProgram.day.1',
  'mf.dashboard.timeProgram.day.2',
  'mf.dashboard.timeProgram.day.3',
  'mf.dashboard.timeProgram.day.4',
  'mf.dashboard.timeProgram.day.5',
  'mf.dashboard.timeProgram.day.6',
];
const dayNameIds: readonly TimeProgramMessageId[] = [
  'mf.dashboard.timeProgram.dayName.0',
  'mf.dashboard.timeProgram.dayName.1',
  'mf.dashboard.timeProgram.dayName.2',
  'mf.dashboard.timeProgram.dayName.3',
  'mf.dashboard.timeProgram.dayName.4',
  'mf.dashboard.timeProgram.dayName.5',
  'mf.dashboard.timeProgram.dayName.6',
];

/** Weekday texts, 0 = Monday: short (Mo / Mon) and full (Montag / Monday). */
export function useDayNames(): { short: (day: number) => string; full: (day: number) => string } {
  const text = useTimeProgramText();
  return {
    short: (day) => text(dayShortIds[day] ?? 'mf.dashboard.timeProgram.day.0'),
    full: (day) => text(dayNameIds[day] ?? 'mf.dashboard.timeProgram.dayName.0'),
  };
}
