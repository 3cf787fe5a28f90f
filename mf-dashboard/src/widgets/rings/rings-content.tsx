import type { UnitMetadata } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { formatValue, useFormatOptions } from '../format-value.js';
import { ValueRow } from '../text/text-content.js';
import {
  type RingSpec,
  maxRings,
  ringDiameters,
  ringRadius,
  ringShare,
  ringStroke,
  ringsShownFor,
} from './rings-model.js';
import './rings.css';

const size = ringDiameters[0];
const centre = size / 2;

/** A data point of a ring chart as shown: its label, formatted value and share of its range. */
export interface RingView {
  index: number;
  label: string;
  text: string;
  share: number | undefined;
  shareText: string;
}

/** The ring views of `rings` with the current values. */
export function useRingViews(
  rings: readonly RingSpec[],
  value: (key: string) => unknown,
  meta: UnitMetadata,
): RingView[] {
  const intl = useIntl();
  const options = useFormatOptions();
  return rings.map((ring, index) => {
    const raw = value(ring.key);
    const share = ringShare(raw, ring.min, ring.max);
    return {
      index,
      label: meta.screenText(ring.label),
      text: formatValue(meta, ring.key, raw, options),
      share,
      shareText:
        share === undefined
          ? intl.formatMessage({ id: 'mf.dashboard.graphics.unknown' })
          : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 }),
    };
  });
}

/** The arc of a share as a dash along the ring's circumference (absolute lengths render everywhere). */
function dashArray(index: number, share: number): string {
  const circumference = 2 * Math.PI * ringRadius(index);
  return `${(share * circumference).toFixed(2)} ${circumference.toFixed(2)}`;
}

/** Spec 2 "Ring chart": up to four concentric rings (the first views), described for screen readers. */
export function RingsChart({ views }: { views: readonly RingView[] }) {
  const intl = useIntl();
  const rings = views.slice(0, maxRings);
  const summary = intl.formatMessage(
    { id: 'mf.dashboard.graphics.rings.summary' },
    {
      items: rings
        .map((r) =>
          intl.formatMessage(
            { id: 'mf.dashboard.graphics.rings.item' },
            { label: r.label, value: r.text, share: r.shareText },
          ),
        )
        .join('; '),
    },
  );
  return (
    <svg
      className="mfd-rings__chart"
      role="img"
      aria-label={summary}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
    >
      {rings.map((ring) => (
        <g key={ring.index} data-ring={ring.index} data-diameter={ringDiameters[ring.index]}>
          <circle
            className="mfd-rings__track"
            cx={centre}
            cy={centre}
            r={ringRadius(ring.index)}
            strokeWidth={ringStroke}
          />
          {ring.share !== undefined && ring.share > 0 && (
            <circle
              className={`mfd-rings__arc mfd-rings__colour-${ring.index}`}
              data-testid={`ring-arc-${ring.index}`}
              cx={centre}
              cy={centre}
              r={ringRadius(ring.index)}
              strokeWidth={ringStroke}
              data-share={ring.share}
              strokeDasharray={dashArray(ring.index, ring.share)}
              transform={`rotate(-90 ${centre} ${centre})`}
            />
          )}
        </g>
      ))}
    </svg>
  );
}

/**
 * A rings content: with 5, 7 or 9 or more data points (spec 2) the ring chart of the first four
 * and a legend of all; with fewer, rings would say little, so the values are plain rows.
 */
export function RingsContent(props: ContentProps<'rings'>) {
  const { content, meta } = props;
  const views = useRingViews(content.parameters.rings, props.value, meta);
  if (!ringsShownFor(views.length))
    return (
      <div>
        {views.map((view) => (
          <ValueRow key={view.index} label={view.label} value={view.text} />
        ))}
      </div>
    );
  return (
    <div className="mfd-rings">
      <RingsChart views={views} />
      <ul className="mfd-rings__legend">
        {views.map((view) => (
          <li key={view.index} title={view.shareText}>
            {view.index < maxRings ? (
              <span className={`mfd-rings__swatch mfd-rings__colour-${view.index}`} aria-hidden />
            ) : null}
            <span className="mfd-rings__label">{view.label}</span>
            <span className="mfd-rings__value">{view.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
