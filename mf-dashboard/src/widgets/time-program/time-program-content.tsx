import { useEffect, useId, useRef, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { GlobalSettings } from './global-settings.js';
import { ProgramWeek } from './program-week.js';
import { TimeProgramText, useTimeProgramText } from './time-program-text.js';
import { levelValues } from './time-program-rules.js';
import { styles } from './time-program-styles.js';
import { useTimeProgramWeeks } from './use-time-program-weeks.js';

// The time program content (spec 2, 4, 5): a tab per program with its week, and a global tab with
// the activity levels' temperatures or the custom value setting. In the widget's edit mode every
// change buffers the whole day struct under 'Board.program[day]'; the widget saves what changed.

/** Spec 9: a tab change triggers a window resize event after 100 ms (charts and grids re-measure). */
export const tabResizeDelayMs = 100;

const globalTab = 'global';
const programTab = (n: number) => `program-${n}`;

/** The active tab; a change of it triggers the resize event of spec 9. */
function useResizingTabs(initial: string) {
  const [tab, setTab] = useState(initial);
  const resizeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resizeTimer.current), []);
  const select = (key: string | null) => {
    if (!key) return;
    setTab(key);
    clearTimeout(resizeTimer.current);
    resizeTimer.current = setTimeout(() => window.dispatchEvent(new Event('resize')), tabResizeDelayMs);
  };
  return [tab, select] as const;
}

function useValueFormats() {
  const intl = useIntl();
  return {
    formatTemperature: (v: number) =>
      `${intl.formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} °C`,
    formatPower: (v: number) => `${intl.formatNumber(v, { maximumFractionDigits: 0 })} W`,
  };
}

function ProgramTabTitle({ n }: { n: number }) {
  const text = useTimeProgramText();
  return (
    <>
      <span className={styles.tabLong}>
        <TimeProgramText id="mf.dashboard.timeProgram.tab.program" values={{ n }} />
      </span>
      <span className={styles.tabShort} aria-hidden="true">
        {text('mf.dashboard.timeProgram.tab.programShort', { n })}
      </span>
    </>
  );
}

const globalTabTitle = (
  <>
    <i className="bi bi-sliders" aria-hidden="true" />
    <TimeProgramText id="mf.dashboard.timeProgram.tab.global" />
  </>
);

export function TimeProgramContent(props: ContentProps<'timeProgram'>) {
  const { meta } = props;
  const text = useTimeProgramText();
  const tabsId = useId();
  const program = useTimeProgramWeeks(props);
  const { setup, editing, customKey } = program;
  const formats = useValueFormats();
  const [tab, select] = useResizingTabs(programTab(1));

  // The tabs stay direct children of Tabs: react-bootstrap reads their props.
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
            title={<ProgramTabTitle n={index + 1} />}
          >
            <ProgramWeek
              programKey={programKey}
              program={index + 1}
              week={program.weeks[index] ?? []}
              setup={setup}
              editing={editing}
              temperatureFor={program.temperatureFor}
              {...formats}
              onDay={(day, struct) => program.setDay(programKey, day, struct)}
              onError={program.setError}
            />
          </Tab>
        ))}
        <Tab eventKey={globalTab} title={globalTabTitle}>
          <GlobalSettings
            setup={setup}
            editing={editing}
            levelTemperatures={setup.temps ? levelValues(program.allDays, setup.shape) : new Map()}
            temperatureFor={program.temperatureFor}
            onTemperature={program.setLevelTemperature}
            customSettingValue={program.customSettingValue}
            customSettingLabel={customKey ? meta.label(customKey) : undefined}
            onCustomSetting={program.setCustomSetting}
            {...formats}
            errorPrefix={`${setup.programKeys[0] ?? 'timeProgram'}.global`}
            onError={program.setError}
          />
        </Tab>
      </Tabs>
    </div>
  );
}
