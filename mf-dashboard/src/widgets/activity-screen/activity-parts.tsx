import { FormattedMessage } from 'react-intl';
import { type Slot, slotTime, slotsPerDay } from './run-grid.js';

// The activity screen's pieces: the day's figures, the bar of 96 slots and the live window's slots.

/** Width of a slot in the bar's coordinates; the bar stretches to its box. */
const slotWidth = 10;
export const hourLabels = [0, 3, 6, 9, 12, 15, 18, 21, 24];

const slotClass = (slot: Slot, future: boolean) =>
  `mfd-activity__slot mfd-activity__level-${slot ?? 'unknown'}${future ? ' mfd-activity__slot--future' : ''}`;

/** The slots as the bar and the live window draw them. */
export interface SlotView {
  slots: Slot[];
  /** The current slot (today only). */
  current: number | undefined;
  liveRange: { from: number; to: number } | undefined;
  isFuture: (slot: number) => boolean;
  levelName: (slot: Slot) => string | undefined;
}

/** The day, its hours run and starts, and the unit's time of day (today only). */
export function ActivityStats(props: {
  day: string;
  hours: string;
  starts: number;
  nowText: string | undefined;
}) {
  const { day, hours, starts, nowText } = props;
  return (
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
  );
}

/** The day's slots as one bar with hour ticks, the live window and the current slot. */
export function ActivityBar({ view, summary }: { view: SlotView; summary: string }) {
  const { slots, current, liveRange, isFuture, levelName } = view;
  return (
    <>
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
    </>
  );
}

/** The live window's slots, larger, with the current one marked. */
export function LiveSlots({ view }: { view: SlotView }) {
  const { slots, current, liveRange, isFuture, levelName } = view;
  if (!liveRange || current === undefined) return null;
  return (
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
  );
}
