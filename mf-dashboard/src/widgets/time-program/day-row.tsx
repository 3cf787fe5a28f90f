import { maxSwitchesPerDay } from '@portal/unit-catalog/rules';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { DayBar, levelClass } from './day-bar.js';
import type { TimeProgramMessageId } from './messages.js';
import type { ProgramSetup } from './program-setup.js';
import { SwitchEditor } from './switch-editor.js';
import { TimeProgramText, useDayNames, useTimeProgramText } from './time-program-text.js';
import {
  type DayStruct,
  type Period,
  type Switch,
  addSwitch,
  canAddSwitch,
  duplicateSwitches,
  formatTime,
  removeSwitch,
  setSwitchLevel,
  setSwitchTime,
  setSwitchValue,
  switchesOf,
} from './time-program-rules.js';
import { cx, styles } from './time-program-styles.js';

// One weekday of a program: its 24-hour bar and its switch points, as text or, in edit mode, as
// inputs with add, remove and copy.

export interface DayRowProps {
  /** 0 = Monday .. 6 = Sunday. */
  day: number;
  struct: DayStruct | undefined;
  periods: Period[];
  setup: ProgramSetup;
  editing: boolean;
  /** The level's temperature for switches that take a level (temps), else undefined. */
  temperatureFor: (level: number) => number | undefined;
  formatTemperature: (value: number) => string;
  formatPower: (value: number) => string;
  /** Prefix of the edit error ids of this day's inputs. */
  errorPrefix: string;
  onChange: (next: DayStruct) => void;
  onCopy: () => void;
  onError: (id: string, error: TimeProgramMessageId | null) => void;
}

export function DayRow(props: DayRowProps) {
  const { day, struct, setup, editing } = props;
  const text = useTimeProgramText();
  const dayNames = useDayNames();
  const dayName = dayNames.full(day);
  const switches = struct ? switchesOf(struct, setup.shape) : [];
  const duplicates = editing ? duplicateSwitches(switches) : [];
  useDuplicateErrors(
    duplicates.map((index) => `${props.errorPrefix}.switchTime${index + 1}`),
    props.onError,
  );

  return (
    <li>
      <div
        role="group"
        aria-label={dayName}
        className={cx(styles.day, editing && styles.editing, day === 5 && styles.weekendStart)}
      >
        <abbr className={styles.dayLabel} title={dayName}>
          {dayNames.short(day)}
        </abbr>
        <DayBar
          periods={props.periods}
          levelNames={setup.levelNames}
          unknownText={text('mf.dashboard.timeProgram.day.unknown')}
        />
        {!struct ? (
          <DayNote id="mf.dashboard.timeProgram.day.unknown" />
        ) : editing ? (
          <>
            {switches.length > 0 ? (
              <SwitchEditors {...props} struct={struct} switches={switches} duplicates={duplicates} />
            ) : (
              <DayNote id="mf.dashboard.timeProgram.day.empty" />
            )}
            <DayFooter {...props} struct={struct} switchCount={switches.length} dayName={dayName} />
          </>
        ) : switches.length > 0 ? (
          <SwitchChips {...props} switches={switches} />
        ) : (
          <DayNote id="mf.dashboard.timeProgram.day.empty" />
        )}
      </div>
    </li>
  );
}

function DayNote({ id }: { id: TimeProgramMessageId }) {
  return (
    <span className={cx(styles.muted, styles.dayNote)}>
      <TimeProgramText id={id} />
    </span>
  );
}

/** Read-only: a chip per switch with its time, level and (where it means something) its value. */
function SwitchChips(props: DayRowProps & { switches: Switch[] }) {
  const { setup } = props;
  const valueText = (value: number) => {
    if (setup.temps) return props.formatTemperature(value);
    // A custom value of 0 runs at the power set point, so only a chosen value is worth showing.
    if (setup.customValue && value > 0) return props.formatPower(value);
    return null;
  };
  return (
    <ol className={styles.switches}>
      {props.switches.map((s, index) => {
        const extra = valueText(s.value);
        return (
          <li key={index} className={styles.chip}>
            <span className={cx(styles.swatch, levelClass(s.level))} aria-hidden="true" />
            <time>{formatTime(s.time)}</time>
            <span>{setup.levelNames[s.level] ?? s.level}</span>
            {extra ? <span className={styles.muted}>{extra}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

function SwitchEditors(props: DayRowProps & { struct: DayStruct; switches: Switch[]; duplicates: number[] }) {
  const { struct, switches, setup, onChange } = props;
  const { shape } = setup;
  return (
    <ol className={styles.editors}>
      {switches.map((s, index) => (
        <li key={index}>
          <SwitchEditor
            n={index + 1}
            value={s}
            earliest={switches[index - 1]?.time ?? 0}
            duplicateOf={props.duplicates.includes(index) ? index : undefined}
            setup={setup}
            formatTemperature={props.formatTemperature}
            errorId={`${props.errorPrefix}.${shape.valueField(index + 1)}`}
            onTime={(time) => onChange(setSwitchTime(struct, shape, index, time))}
            onLevel={(level) =>
              onChange(
                setSwitchLevel(
                  struct,
                  shape,
                  index,
                  level,
                  setup.temps ? props.temperatureFor(level) : undefined,
                ),
              )
            }
            onValue={(value) => onChange(setSwitchValue(struct, shape, index, value))}
            onRemove={() => onChange(removeSwitch(struct, shape, index))}
            onError={props.onError}
          />
        </li>
      ))}
    </ol>
  );
}

/** Under the editors: add a switch (or why not), the count, and copying the day. */
function DayFooter(props: DayRowProps & { struct: DayStruct; switchCount: number; dayName: string }) {
  const { struct, setup, switchCount, dayName } = props;
  const text = useTimeProgramText();
  return (
    <div className={styles.dayFooter}>
      {canAddSwitch(struct, setup.shape) ? (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={text('mf.dashboard.timeProgram.switch.addLabel', { day: dayName })}
          onClick={() =>
            props.onChange(addSwitch(struct, setup.shape, setup.temps ? props.temperatureFor(0) : undefined))
          }
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          <TimeProgramText id="mf.dashboard.timeProgram.switch.add" />
        </Button>
      ) : switchCount < maxSwitchesPerDay ? (
        <span className={styles.muted}>
          <TimeProgramText id="mf.dashboard.timeProgram.switch.full" />
        </span>
      ) : null}
      <span className={styles.muted}>
        <TimeProgramText
          id="mf.dashboard.timeProgram.day.count"
          values={{ count: switchCount, max: maxSwitchesPerDay }}
        />
      </span>
      <Button
        size="sm"
        variant="link"
        className={styles.copy}
        aria-label={text('mf.dashboard.timeProgram.copy.buttonLabel', { day: dayName })}
        onClick={props.onCopy}
      >
        <i className="bi bi-copy me-1" aria-hidden="true" />
        <TimeProgramText id="mf.dashboard.timeProgram.copy.button" />
      </Button>
    </div>
  );
}

/**
 * Two switches at one time block saving (issue 40, 34; the unit refuses such a day): one edit error
 * per duplicate switch time, cleared once the time differs, the switch is gone or editing ends.
 */
function useDuplicateErrors(
  ids: readonly string[],
  onError: (id: string, error: TimeProgramMessageId | null) => void,
) {
  const reported = useRef<readonly string[]>([]);
  // The callback is a new function each render; only a change of the duplicates is reported.
  const report = useRef(onError);
  useEffect(() => {
    report.current = onError;
  });
  const key = ids.join(' ');
  useEffect(() => {
    const now = key === '' ? [] : key.split(' ');
    for (const id of reported.current) if (!now.includes(id)) report.current(id, null);
    for (const id of now) report.current(id, 'mf.dashboard.timeProgram.switch.duplicate');
    reported.current = now;
  }, [key]);
}
