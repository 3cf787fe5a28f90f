import { endOfDay } from '@portal/unit-catalog/rules';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { levelClass } from './day-bar.js';
import type { TimeProgramMessageId } from './messages.js';
import { NumberStepper } from './number-stepper.js';
import type { ProgramSetup } from './program-setup.js';
import { useTimeProgramText } from './time-program-text.js';
import { type Switch, formatTime, timeOptions } from './time-program-rules.js';
import { cx, styles } from './time-program-styles.js';

// One switch point in edit mode (spec 5): time (select every 30 minutes plus 10-minute steppers),
// activity level, the level's temperature or the switch's custom value, and removal.

export interface SwitchEditorProps {
  /** 1-based switch number. */
  n: number;
  value: Switch;
  /** The previous switch's time (0 for the first): the earliest this switch can move to. */
  earliest: number;
  /** Set when this switch is at the same time as the one before it (0-based index = that one's n). */
  duplicateOf?: number | undefined;
  setup: ProgramSetup;
  formatTemperature: (value: number) => string;
  errorId: string;
  onTime: (time: number) => void;
  onLevel: (level: number) => void;
  onValue: (value: number) => void;
  onRemove: () => void;
  onError: (id: string, error: TimeProgramMessageId | null) => void;
}

export function SwitchEditor(props: SwitchEditorProps) {
  const { n, value: s, earliest, setup } = props;
  const text = useTimeProgramText();
  const label = text('mf.dashboard.timeProgram.switch.label', { n });
  const duplicateId = `${props.errorId}-duplicate`;
  const duplicate = props.duplicateOf !== undefined;
  return (
    <div role="group" aria-label={label} className={styles.editor}>
      <span className={styles.editorNumber} aria-hidden="true">
        {n}
      </span>
      <SwitchTime
        n={n}
        time={s.time}
        earliest={earliest}
        invalid={duplicate}
        describedBy={duplicate ? duplicateId : undefined}
        onTime={props.onTime}
      />
      <span className={styles.levelGroup}>
        <span className={cx(styles.swatch, levelClass(s.level))} aria-hidden="true" />
        <Form.Select
          size="sm"
          className={styles.levelSelect}
          aria-label={text('mf.dashboard.timeProgram.switch.activity', { n })}
          value={s.level}
          onChange={(event) => props.onLevel(Number(event.target.value))}
        >
          {setup.levelNames.map((name, level) => (
            <option key={level} value={level}>
              {name}
            </option>
          ))}
        </Form.Select>
      </span>
      {setup.temps ? <span className={styles.editorValue}>{props.formatTemperature(s.value)}</span> : null}
      {setup.customValue ? (
        <NumberStepper
          errorId={props.errorId}
          label={text('mf.dashboard.timeProgram.switch.customValue', { n })}
          value={s.value}
          {...setup.customValue}
          unit="W"
          onChange={props.onValue}
          onError={props.onError}
        />
      ) : null}
      <Button
        size="sm"
        variant="outline-danger"
        className={styles.remove}
        aria-label={text('mf.dashboard.timeProgram.switch.remove', { n })}
        title={text('mf.dashboard.timeProgram.switch.remove', { n })}
        onClick={props.onRemove}
      >
        <i className="bi bi-trash3" aria-hidden="true" />
      </Button>
      {duplicate ? (
        <div id={duplicateId} className={styles.editorError}>
          {text('mf.dashboard.timeProgram.switch.duplicate', { previous: props.duplicateOf ?? 0 })}
        </div>
      ) : null}
    </div>
  );
}

/** The switch's time: a select every 30 minutes, with 10-minute steps earlier and later. */
function SwitchTime({
  n,
  time,
  earliest,
  invalid,
  describedBy,
  onTime,
}: {
  n: number;
  time: number;
  earliest: number;
  invalid: boolean;
  describedBy: string | undefined;
  onTime: (time: number) => void;
}) {
  const text = useTimeProgramText();
  return (
    <InputGroup size="sm" className={styles.timeGroup}>
      <Form.Select
        className={styles.timeSelect}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-label={text('mf.dashboard.timeProgram.switch.time', { n })}
        value={time}
        onChange={(event) => onTime(Number(event.target.value))}
      >
        {timeOptions(time).map((option) => (
          <option key={option} value={option}>
            {formatTime(option)}
          </option>
        ))}
      </Form.Select>
      <Button
        variant="outline-secondary"
        aria-label={text('mf.dashboard.timeProgram.switch.earlier', { n })}
        title={text('mf.dashboard.timeProgram.switch.earlier', { n })}
        disabled={time <= earliest}
        onClick={() => onTime(time - 1)}
      >
        <i className="bi bi-dash" aria-hidden="true" />
      </Button>
      <Button
        variant="outline-secondary"
        aria-label={text('mf.dashboard.timeProgram.switch.later', { n })}
        title={text('mf.dashboard.timeProgram.switch.later', { n })}
        disabled={time >= endOfDay}
        onClick={() => onTime(time + 1)}
      >
        <i className="bi bi-plus" aria-hidden="true" />
      </Button>
    </InputGroup>
  );
}
