import { useState } from 'react';
import { CopyDayDialog } from './copy-day-dialog.js';
import { HourScale, levelClass } from './day-bar.js';
import { DayRow } from './day-row.js';
import type { TimeProgramMessageId } from './messages.js';
import type { ProgramSetup } from './program-setup.js';
import { useTimeProgramText } from './time-program-text.js';
import { type DayStruct, copyDay, weekPeriods, weekdays } from './time-program-rules.js';
import { cx, styles } from './time-program-styles.js';

// The week of one program: legend, hour scale and the day rows Monday..Sunday; in edit mode each day
// can be copied to others.

export interface ProgramWeekProps {
  /** 'Board.prefix{n}suffix'; day d is the array item `${programKey}[${d}]`. */
  programKey: string;
  /** The program's number, for the list's name. */
  program: number;
  week: ReadonlyArray<DayStruct | undefined>;
  setup: ProgramSetup;
  editing: boolean;
  temperatureFor: (level: number) => number | undefined;
  formatTemperature: (value: number) => string;
  formatPower: (value: number) => string;
  onDay: (day: number, struct: DayStruct) => void;
  onError: (id: string, error: TimeProgramMessageId | null) => void;
}

export function ProgramWeek(props: ProgramWeekProps) {
  const { programKey, week, setup, editing } = props;
  const text = useTimeProgramText();
  const [copySource, setCopySource] = useState<number | null>(null);
  const periods = weekPeriods(week, setup.shape);
  const unprogrammed = periods.some((day) => day.some((period) => period.level === null));
  const source = copySource === null ? undefined : week[copySource];

  return (
    <>
      <ul className={styles.legend} aria-label={text('mf.dashboard.timeProgram.legend')}>
        {setup.levelNames.map((name, level) => (
          <li key={level} className={styles.legendItem}>
            <span className={cx(styles.swatch, levelClass(level))} aria-hidden="true" />
            {name}
          </li>
        ))}
        {unprogrammed ? (
          <li className={styles.legendItem}>
            <span className={cx(styles.swatch, levelClass(null))} aria-hidden="true" />
            {text('mf.dashboard.timeProgram.notProgrammed')}
          </li>
        ) : null}
      </ul>
      <HourScale editing={editing} />
      <ol
        className={styles.week}
        aria-label={text('mf.dashboard.timeProgram.week', { program: props.program })}
      >
        {weekdays.map((day) => (
          <DayRow
            key={day}
            day={day}
            struct={week[day]}
            periods={periods[day] ?? []}
            setup={setup}
            editing={editing}
            temperatureFor={props.temperatureFor}
            formatTemperature={props.formatTemperature}
            formatPower={props.formatPower}
            errorPrefix={`${programKey}[${day}]`}
            onChange={(next) => props.onDay(day, next)}
            onCopy={() => setCopySource(day)}
            onError={props.onError}
          />
        ))}
      </ol>
      {editing && copySource !== null && source ? (
        <CopyDayDialog
          source={copySource}
          onClose={() => setCopySource(null)}
          onCopy={(targets) => {
            for (const [target, struct] of copyDay(source, copySource, targets)) props.onDay(target, struct);
            setCopySource(null);
          }}
        />
      ) : null}
    </>
  );
}
