import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { GlobalSettings } from './global-settings.js';
import { programSetup } from './program-setup.js';
import { ProgramWeek } from './program-week.js';
import { TimeProgramText, useTimeProgramText } from './time-program-text.js';
import {
  type DayStruct,
  applyLevelValue,
  asDay,
  commonLevelValue,
  levelValues,
  weekdays,
} from './time-program-rules.js';
import { styles } from './time-program-styles.js';

// The time program content (spec 2, 4, 5): a tab per program with its week, and a global tab with
// the activity levels' temperatures or the custom value setting. In the widget's edit mode every
// change buffers the whole day struct under 'Board.program[day]'; the widget saves what changed.

/** Spec 9: a tab change triggers a window resize event after 100 ms (charts and grids re-measure). */
export const tabResizeDelayMs = 100;

const globalTab = 'global';
const programTab = (n: number) => `program-${n}`;

export function TimeProgramContent(props: ContentProps<'timeProgram'>) {
  const { content, meta, edit } = props;
  const intl = useIntl();
  const text = useTimeProgramText();
  const tabsId = useId();
  const setup = useMemo(() => programSetup(content, meta), [content, meta]);
  // After a save the unit refused in part, the program stays in edit only if one of its keys was refused.
  const ownKeys = [...setup.programKeys, ...(setup.customSetting ? [setup.customSetting.key] : [])];
  const editing = edit.active && Boolean(content.editable) && ownKeys.some((key) => edit.editing(key));
  const [tab, setTab] = useState(programTab(1));
  // Temperatures typed on the global tab, per level, for switches that take that level later.
  const [typedTemperatures, setTypedTemperatures] = useState<ReadonlyMap<number, number>>(new Map());
  const resizeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resizeTimer.current), []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- typed temperatures are dropped when editing ends (a prop)
    if (!editing) setTypedTemperatures(new Map());
  }, [editing]);

  const read = (key: string) => (editing ? edit.current(key) : props.value(key));
  const dayKey = (programKey: string, day: number) => `${programKey}[${day}]`;
  const weeks = setup.programKeys.map((programKey) =>
    weekdays.map((day) => asDay(read(dayKey(programKey, day)))),
  );
  const allDays = weeks.flat();

  const temperatureFor = (level: number) =>
    typedTemperatures.get(level) ?? commonLevelValue(allDays, setup.shape, level);
  const formatTemperature = (v: number) =>
    `${intl.formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} °C`;
  const formatPower = (v: number) => `${intl.formatNumber(v, { maximumFractionDigits: 0 })} W`;

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

  const select = (key: string | null) => {
    if (!key) return;
    setTab(key);
    clearTimeout(resizeTimer.current);
    resizeTimer.current = setTimeout(() => window.dispatchEvent(new Event('resize')), tabResizeDelayMs);
  };

  const customKey = setup.customSetting?.key;
  const customRaw = customKey ? read(customKey) : undefined;

  return (
    <div className={styles.root}>
      <Tabs
        id={tabsId}
        aria-label={text('mf.dashboard.timeProgram.tabs')}
        activeKey={tab}
        onSelect={select}
        className={styles.tabs}
        transition={false}
        mountOnEnter
        unmountOnExit
      >
        {setup.programKeys.map((programKey, index) => (
          <Tab
            key={programKey}
            eventKey={programTab(index + 1)}
            tabAttrs={{ title: meta.label(programKey) }}
            title={
              <>
                <span className={styles.tabLong}>
                  <TimeProgramText id="mf.dashboard.timeProgram.tab.program" values={{ n: index + 1 }} />
                </span>
                <span className={styles.tabShort} aria-hidden="true">
                  {text('mf.dashboard.timeProgram.tab.programShort', { n: index + 1 })}
                </span>
              </>
            }
          >
            <ProgramWeek
              programKey={programKey}
              program={index + 1}
              week={weeks[index] ?? []}
              setup={setup}
              editing={editing}
              temperatureFor={temperatureFor}
              formatTemperature={formatTemperature}
              formatPower={formatPower}
              onDay={(day, struct) => setDay(programKey, day, struct)}
              onError={(id, error) => edit.setError(id, error)}
            />
          </Tab>
        ))}
        <Tab
          eventKey={globalTab}
          title={
            <>
              <i className="bi bi-sliders" aria-hidden="true" />
              <TimeProgramText id="mf.dashboard.timeProgram.tab.global" />
            </>
          }
        >
          <GlobalSettings
            setup={setup}
            editing={editing}
            levelTemperatures={setup.temps ? levelValues(allDays, setup.shape) : new Map()}
            temperatureFor={temperatureFor}
            onTemperature={setLevelTemperature}
            customSettingValue={typeof customRaw === 'number' ? customRaw : undefined}
            customSettingLabel={customKey ? meta.label(customKey) : undefined}
            onCustomSetting={(v) => {
              if (customKey) edit.set(customKey, v);
            }}
            formatTemperature={formatTemperature}
            formatPower={formatPower}
            errorPrefix={`${setup.programKeys[0] ?? 'timeProgram'}.global`}
            onError={(id, error) => edit.setError(id, error)}
          />
        </Tab>
      </Tabs>
    </div>
  );
}
