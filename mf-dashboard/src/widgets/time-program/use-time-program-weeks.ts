import { useEffect, useMemo, useState } from 'react';
import type { ContentProps } from '../content-props.js';
import type { TimeProgramMessageId } from './messages.js';
import { programSetup } from './program-setup.js';
import { type DayStruct, applyLevelValue, asDay, commonLevelValue, weekdays } from './time-program-rules.js';

// The time program's state: its setup, whether it is in edit, the weeks of its programs (buffered
// in edit) and the writes that go to the widget's edit buffer.

const dayKey = (programKey: string, day: number) => `${programKey}[${day}]`;

export function useTimeProgramWeeks({ content, meta, edit, value }: ContentProps<'timeProgram'>) {
  const setup = useMemo(() => programSetup(content, meta), [content, meta]);
  // After a save the unit refused in part, the program stays in edit only if one of its keys was refused.
  const ownKeys = [...setup.programKeys, ...(setup.customSetting ? [setup.customSetting.key] : [])];
  const editing = edit.active && Boolean(content.editable) && ownKeys.some((key) => edit.editing(key));
  // Temperatures typed on the global tab, per level, for switches that take that level later.
  const [typedTemperatures, setTypedTemperatures] = useState<ReadonlyMap<number, number>>(new Map());

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- typed temperatures are dropped when editing ends (a prop)
    if (!editing) setTypedTemperatures(new Map());
  }, [editing]);

  const read = (key: string) => (editing ? edit.current(key) : value(key));
  const weeks = setup.programKeys.map((programKey) =>
    weekdays.map((day) => asDay(read(dayKey(programKey, day)))),
  );
  const allDays = weeks.flat();

  const temperatureFor = (level: number) =>
    typedTemperatures.get(level) ?? commonLevelValue(allDays, setup.shape, level);

  const setDay = (programKey: string, day: number, struct: DayStruct) =>
    edit.set(dayKey(programKey, day), struct);

  const setLevelTemperature = (level: number, temperature: number) => {
    setTypedTemperatures((current) => new Map(current).set(level, temperature));
    setup.programKeys.forEach((programKey, program) => {
      weeks[program]?.forEach((day, index) => {
        if (!day) return;
        const next = applyLevelValue(day, setup.shape, level, temperature);
        if (next !== day) setDay(programKey, index, next);
      });
    });
  };

  const customKey = setup.customSetting?.key;
  const customRaw = customKey ? read(customKey) : undefined;
  const setCustomSetting = (v: number) => {
    if (customKey) edit.set(customKey, v);
  };
  const setError = (id: string, error: TimeProgramMessageId | null) => edit.setError(id, error);

  return {
    setup,
    editing,
    weeks,
    allDays,
    temperatureFor,
    setDay,
    setLevelTemperature,
    customKey,
    customSettingValue: typeof customRaw === 'number' ? customRaw : undefined,
    setCustomSetting,
    setError,
  };
}
