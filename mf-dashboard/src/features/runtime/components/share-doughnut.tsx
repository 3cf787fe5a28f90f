import type { Options } from 'highcharts';
import { useCallback, useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import { useIntl } from 'react-intl';
import { LazyChart } from '../../../widgets/chart/lazy-chart.js';

export interface DayShare {
  label: string;
  /** 0..1, or null when the day has no energy to divide. */
  share: number | null;
}

interface Props {
  title: string;
  description: string;
  color: string;
  days: DayShare[];
}

const ringSizes = ['100%', '76%', '52%'];

/** One share (own consumption or self-sufficiency) for three days as concentric rings. */
export function ShareDoughnut({ title, description, color, days }: Props) {
  const intl = useIntl();
  const percent = useCallback(
    (share: number | null) =>
      share === null
        ? '–'
        : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 }),
    [intl],
  );
  const rest = intl.formatMessage({ id: 'mf.dashboard.runtime.rest' });
  const options = useMemo<Options>(
    () => ({
      chart: { height: 220, animation: false, style: { fontFamily: 'inherit' } },
      title: { text: undefined },
      credits: { enabled: false },
      accessibility: { enabled: false },
      tooltip: {
        formatter() {
          return `${this.series.name}: <b>${percent((this.y ?? 0) / 100)}</b>`;
        },
      },
      plotOptions: { pie: { dataLabels: { enabled: false }, borderWidth: 2, animation: false } },
      series: days.map((day, index) => ({
        type: 'pie',
        name: day.label,
        size: ringSizes[index],
        innerSize: '70%',
        data: [
          { name: title, y: (day.share ?? 0) * 100, color, opacity: 1 - index * 0.25 },
          { name: rest, y: 100 - (day.share ?? 0) * 100, color: 'var(--bs-secondary-bg)' },
        ],
      })),
    }),
    [days, title, color, rest, percent],
  );
  return (
    <Card as="section" className="mfd-runtime-share h-100" aria-label={title}>
      <Card.Header className="py-2">
        <h2 className="h6 mb-0">{title}</h2>
        <div className="small text-body-secondary">{description}</div>
      </Card.Header>
      <Card.Body className="d-flex flex-column align-items-center">
        <LazyChart options={options} label={title} height={220} />
        <dl className="mfd-runtime-share-list w-100 mb-0">
          {days.map((day, index) => (
            <div key={day.label} className="d-flex justify-content-between gap-2">
              <dt className="fw-normal">
                <span
                  className="mfd-runtime-swatch"
                  style={{ background: color, opacity: 1 - index * 0.25 }}
                  aria-hidden
                />
                {day.label}
              </dt>
              <dd className="mb-0 fw-semibold" data-testid="share-value">
                {percent(day.share)}
              </dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
