import { useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { formatValue } from '../format-value.js';
import { maxRings, ringDiameters, ringRadius, ringShare, ringStroke } from './rings-model.js';
import './rings.css';

const size = ringDiameters[0];
const centre = size / 2;

/** The arc of a share as a dash along the ring's circumference (absolute lengths render everywhere). */
function dashArray(index: number, share: number): string {
  const circumference = 2 * Math.PI * ringRadius(index);
  return `${(share * circumference).toFixed(2)} ${circumference.toFixed(2)}`;
}

/** Spec 2 "Ring chart": up to four concentric rings with a legend of labels and values. */
export function RingsContent(props: ContentProps<'rings'>) {
  const { content, meta } = props;
  const value = (key: string) => props.value(key);
  const intl = useIntl();
  const options = {
    locale: intl.locale,
    yes: intl.formatMessage({ id: 'mf.dashboard.graphics.yes' }),
    no: intl.formatMessage({ id: 'mf.dashboard.graphics.no' }),
  };
  const rings = content.parameters.rings.slice(0, maxRings).map((ring, index) => {
    const raw = value(ring.key);
    const share = ringShare(raw, ring.min, ring.max);
    return {
      index,
      key: ring.key,
      label: meta.screenText(ring.label),
      text: formatValue(meta, ring.key, raw, options),
      share,
      shareText:
        share === undefined
          ? intl.formatMessage({ id: 'mf.dashboard.graphics.unknown' })
          : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 }),
    };
  });
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
    <div className="mfd-rings">
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
      <ul className="mfd-rings__legend">
        {rings.map((ring) => (
          <li key={ring.index} title={ring.shareText}>
            <span className={`mfd-rings__swatch mfd-rings__colour-${ring.index}`} aria-hidden />
            <span className="mfd-rings__label">{ring.label}</span>
            <span className="mfd-rings__value">{ring.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
