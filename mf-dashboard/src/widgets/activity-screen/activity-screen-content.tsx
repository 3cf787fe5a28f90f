import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
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
  slotTime,
  slotsPerDay,
  timeOfDayText,
} from './run-grid.js';
import './activity-screen.css';

/** Width of a slot in the bar's coordinates; the bar stretches to its box. */
const slotWidth = 10;
const levels = [0, 1, 2, 3] as const;
const hourLabels = [0, 3, 6, 9, 12, 15, 18, 21, 24];

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

const slotClass = (slot: Slot, future: boolean) =>
  `mfd-activity__slot mfd-activity__level-${slot ?? 'unknown'}${future ? ' mfd-activity__slot--future' : ''}`;

/** Spec 2 "Activity screen": today's (or an offset day's) 96 quarter hours by running level. */
export function ActivityScreenContent(props: ContentProps<'activityScreen'>) {
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

  return (
    <div className="mfd-activity">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between column-gap-3 mb-2">
        <span className="fw-semibold">{day}</span>
        <dl className="mfd-activity__stats mb-0">
          <div>
            <dt>
              <FormattedMessage id="mf.dashboard.graphics.activity.hoursRun" />
            </dt>
            <dd data-testid="activity-hours">
              <FormattedMessage id="mf.dashboard.graphics.activity.hoursValue" values={{ hours }} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="mf.dashboard.graphics.activity.starts" />
            </dt>
            <dd data-testid="activity-starts">{starts}</dd>
          </div>
          {nowText !== undefined && (
            <div>
              <dt>
                <FormattedMessage id="mf.dashboard.graphics.activity.time" />
              </dt>
              <dd data-testid="activity-time">{nowText}</dd>
            </div>
          )}
        </dl>
      </div>

      <svg
        className="mfd-activity__bar"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${slotsPerDay * slotWidth} 24`}
        preserveAspectRatio="none"
      >
        {slots.map((slot, i) => (
          <rect
            key={i}
            className={slotClass(slot, isFuture(i))}
            data-slot={i}
            x={i * slotWidth}
            y={0}
            width={slotWidth}
            height={24}
          >
            <title>{`${slotTime(i)}–${slotTime(i + 1)} ${levelName(slot)}`}</title>
          </rect>
        ))}
        {hourLabels.slice(1, -1).map((hour) => (
          <line key={hour} className="mfd-activity__tick" x1={hour * 40} x2={hour * 40} y1={0} y2={24} />
        ))}
        {liveRange && (
          <rect
            className="mfd-activity__window"
            data-testid="activity-window"
            data-from={liveRange.from}
            data-to={liveRange.to}
            x={liveRange.from * slotWidth}
            y={1}
            width={(liveRange.to - liveRange.from + 1) * slotWidth}
            height={22}
          />
        )}
        {current !== undefined && (
          <rect
            className="mfd-activity__now"
            data-testid="activity-current"
            data-slot={current}
            x={current * slotWidth + slotWidth / 2 - 1.5}
            y={0}
            width={3}
            height={24}
          />
        )}
      </svg>
      <div className="mfd-activity__hours" aria-hidden>
        {hourLabels.map((hour) => (
          <span key={hour} style={{ left: `${(hour / 24) * 100}%` }}>
            {String(hour).padStart(2, '0')}
          </span>
        ))}
      </div>

      {liveRange && current !== undefined && (
        <div className="mfd-activity__live" aria-hidden>
          <div className="small text-body-secondary mb-1">
            <FormattedMessage
              id="mf.dashboard.graphics.activity.live"
              values={{ from: slotTime(liveRange.from), to: slotTime(liveRange.to + 1) }}
            />
          </div>
          <div className="mfd-activity__live-slots">
            {slots.slice(liveRange.from, liveRange.to + 1).map((slot, offset) => {
              const i = liveRange.from + offset;
              return (
                <span
                  key={i}
                  data-live-slot={i}
                  className={`${slotClass(slot, isFuture(i))}${i === current ? ' mfd-activity__slot--current' : ''}`}
                  title={`${slotTime(i)} ${levelName(slot)}`}
                />
              );
            })}
          </div>
        </div>
      )}

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
