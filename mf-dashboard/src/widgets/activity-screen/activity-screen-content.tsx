import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { type SlotView, ActivityBar, ActivityStats, LiveSlots } from './activity-parts.js';
import {
  type Slot,
  bitsOfType,
  clockRefreshMs,
  countStarts,
  decodeRunGrid,
  gridEncoding,
  hoursRun,
  liveWindow,
  minuteOfDay,
  slotOfMinute,
  timeOfDayText,
} from './run-grid.js';
import './activity-screen.css';

const levels = [0, 1, 2, 3] as const;

function toNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The browser clock, read again every `intervalMs`. */
function useClock(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The day's slots decoded from the unit's run grid, where today stands, and the words for them. */
function useActivity(props: ContentProps<'activityScreen'>) {
  const { content, meta } = props;
  const value = (key: string) => props.value(key);
  const intl = useIntl();
  const p = content.parameters;
  const clock = useClock(clockRefreshMs);

  const definition = meta.dataPoint(p.startsKey);
  const length = definition?.array && definition.length > 0 ? definition.length : 12;
  const whole = value(p.startsKey);
  const elements = Array.from({ length }, (_, i) => {
    const item = value(`${p.startsKey}[${i}]`);
    return item ?? (Array.isArray(whole) ? (whole as unknown[])[i] : undefined);
  });
  const slots = decodeRunGrid(elements, gridEncoding(length, bitsOfType(definition?.typeName)));

  const dayOffset = p.dayOffset ?? 0;
  const nowMinutes = toNumber(value(p.timeOfDayKey)) ?? minuteOfDay(clock);
  const current = dayOffset === 0 ? slotOfMinute(nowMinutes) : undefined;
  const liveRange = current === undefined ? undefined : liveWindow(current);
  const isFuture = (slot: number) => dayOffset > 0 || (current !== undefined && slot > current);

  const levelNames = levels.map((level) => {
    const key = p.activityNames?.[level];
    const text = key ? meta.screenText(key) : undefined;
    return text && text !== key
      ? text
      : intl.formatMessage({ id: `mf.dashboard.graphics.activity.level${level}` });
  });
  const levelName = (slot: Slot) =>
    slot === null ? intl.formatMessage({ id: 'mf.dashboard.graphics.unknown' }) : levelNames[slot];

  const hours = intl.formatNumber(hoursRun(slots), { maximumFractionDigits: 2 });
  const starts = countStarts(slots);
  const day =
    dayOffset === 0
      ? intl.formatMessage({ id: 'mf.dashboard.graphics.activity.today' })
      : dayOffset === -1
        ? intl.formatMessage({ id: 'mf.dashboard.graphics.activity.yesterday' })
        : intl.formatDate(new Date(clock.getTime() + dayOffset * 86_400_000), { format: 'day' });
  const nowText = current !== undefined ? timeOfDayText(nowMinutes) : undefined;
  const summary =
    intl.formatMessage({ id: 'mf.dashboard.graphics.activity.summary' }, { day, hours, starts }) +
    (current !== undefined
      ? intl.formatMessage(
          { id: 'mf.dashboard.graphics.activity.summaryNow' },
          { time: nowText, level: levelName(slots[current] ?? null) },
        )
      : '');

  const view: SlotView = { slots, current, liveRange, isFuture, levelName };
  return { p, view, levelNames, hours, starts, day, nowText, summary };
}

/** Spec 2 "Activity screen": today's (or an offset day's) 96 quarter hours by running level. */
export function ActivityScreenContent(props: ContentProps<'activityScreen'>) {
  const intl = useIntl();
  const { p, view, levelNames, hours, starts, day, nowText, summary } = useActivity(props);
  return (
    <div className="mfd-activity">
      <ActivityStats day={day} hours={hours} starts={starts} nowText={nowText} />
      <ActivityBar view={view} summary={summary} />
      <LiveSlots view={view} />

      {p.showLegend && (
        <ul
          className="mfd-activity__legend"
          aria-label={intl.formatMessage({ id: 'mf.dashboard.graphics.activity.legend' })}
        >
          {levels.map((level) => (
            <li key={level}>
              <span className={`mfd-activity__swatch mfd-activity__level-${level}`} aria-hidden />
              {levelNames[level]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
