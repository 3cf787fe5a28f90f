import { FormDialog, baseModalZIndex } from '@portal/web-kit';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TimeProgramMessageId } from './messages.js';
import { TimeProgramText, useDayNames, useTimeProgramText } from './time-program-text.js';
import { weekdays, weekendDays, workingDays } from './time-program-rules.js';
import { styles } from './time-program-styles.js';

// Spec 5 copy dialog: the source day is not offered; the other days are checkboxes, with quick
// toggles for the Mo–Fr and Sa–So groups; Copy stays disabled until a target is chosen.

const zIndex = baseModalZIndex + 1;

const quick: Array<[readonly number[], TimeProgramMessageId]> = [
  [workingDays, 'mf.dashboard.timeProgram.group.workingDays'],
  [weekendDays, 'mf.dashboard.timeProgram.group.weekend'],
];

/** The chosen target days; a quick group toggles all its days but the source. */
function useCopyTargets(source: number) {
  const [targets, setTargets] = useState<ReadonlySet<number>>(new Set());
  const toggle = (day: number) =>
    setTargets((current) => {
      const next = new Set(current);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });
  const groupOf = (group: readonly number[]) => group.filter((day) => day !== source);
  const groupChosen = (group: readonly number[]) => groupOf(group).every((day) => targets.has(day));
  const toggleGroup = (group: readonly number[]) =>
    setTargets((current) => {
      const next = new Set(current);
      const all = groupOf(group).every((day) => current.has(day));
      for (const day of groupOf(group)) {
        if (all) next.delete(day);
        else next.add(day);
      }
      return next;
    });
  return { targets, toggle, groupChosen, toggleGroup };
}

export function CopyDayDialog({
  source,
  onCopy,
  onClose,
}: {
  source: number;
  onCopy: (targets: number[]) => void;
  onClose: () => void;
}) {
  const text = useTimeProgramText();
  const uid = useId();
  const { targets, toggle, groupChosen, toggleGroup } = useCopyTargets(source);
  const dayName = useDayNames().full;
  const candidates = weekdays.filter((day) => day !== source);

  return (
    <FormDialog
      zIndex={zIndex}
      title={<TimeProgramText id="mf.dashboard.timeProgram.copy.title" values={{ day: dayName(source) }} />}
      onCancel={onClose}
      onSubmit={() => onCopy([...targets].sort((a, b) => a - b))}
      busy={false}
      submitDisabled={targets.size === 0}
      submitText={<TimeProgramText id="mf.dashboard.timeProgram.copy.confirm" />}
      cancelText={<TimeProgramText id="mf.dashboard.timeProgram.copy.cancel" />}
    >
      <p className="text-body-secondary small">
        <TimeProgramText id="mf.dashboard.timeProgram.copy.description" values={{ day: dayName(source) }} />
      </p>
      <div
        className="d-flex flex-wrap align-items-center gap-2 mb-3"
        role="group"
        aria-label={text('mf.dashboard.timeProgram.copy.quick')}
      >
        {quick.map(([group, label]) => (
          <Button
            key={label}
            size="sm"
            variant={groupChosen(group) ? 'primary' : 'outline-primary'}
            aria-pressed={groupChosen(group)}
            onClick={() => toggleGroup(group)}
          >
            <TimeProgramText id={label} />
          </Button>
        ))}
      </div>
      <fieldset>
        <legend className="form-label fs-6 fw-semibold">
          <TimeProgramText id="mf.dashboard.timeProgram.copy.targets" />
        </legend>
        <div className={styles.copyDays}>
          {candidates.map((day) => (
            <Form.Check
              key={day}
              type="checkbox"
              id={`${uid}-${day}`}
              label={dayName(day)}
              checked={targets.has(day)}
              onChange={() => toggle(day)}
            />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
