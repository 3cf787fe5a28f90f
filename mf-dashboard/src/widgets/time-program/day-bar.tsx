import { endOfDay } from '@portal/unit-catalog/rules';
import { type Period, formatTime } from './time-program-rules.js';
import { cx, styles } from './time-program-styles.js';

// The compact 24-hour bar of a day: one coloured segment per period of a level (spec 2). The switch
// list beside it carries the same information as text, so the bar is hidden from screen readers.

/** The CSS class of a level's colour; null (not programmed) is hatched. */
export function levelClass(level: number | null): string | undefined {
  if (level === null) return styles.levelNone;
  return [styles.level0, styles.level1, styles.level2, styles.level3][Math.min(3, Math.max(0, level))];
}

export function DayBar({
  periods,
  levelNames,
  unknownText,
}: {
  periods: Period[];
  levelNames: string[];
  /** Shown as the bar's tooltip while the day is not known. */
  unknownText?: string;
}) {
  return (
    <div className={styles.bar} aria-hidden="true" title={periods.length === 0 ? unknownText : undefined}>
      {periods.map((period) => (
        <span
          key={period.from}
          className={cx(styles.segment, levelClass(period.level))}
          style={{
            left: `${(period.from / endOfDay) * 100}%`,
            width: `${((period.to - period.from) / endOfDay) * 100}%`,
          }}
          title={`${formatTime(period.from)}–${formatTime(period.to)} ${
            period.level === null ? '' : (levelNames[period.level] ?? String(period.level))
          }`.trim()}
          data-level={period.level ?? 'none'}
        />
      ))}
    </div>
  );
}

/** Hour marks above the bars. */
export function HourScale({ editing }: { editing: boolean }) {
  return (
    <div className={cx(styles.scale, editing && styles.scaleEditing)} aria-hidden="true">
      <div className={styles.ticks}>
        {[0, 6, 12, 18, 24].map((hour) => (
          <span key={hour} className={styles.tick} style={{ left: `${(hour / 24) * 100}%` }}>
            {hour}
          </span>
        ))}
      </div>
    </div>
  );
}
