import type { AdviceEvidence } from '@portal/contracts';
import type { Options, SeriesOptionsType } from 'highcharts';
import { Suspense, lazy, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

// An entry of its own (@portal/web-kit/advice-evidence) outside the shared web-kit, as the
// Highcharts view: each remote that shows evidence bundles it with the Highcharts it loads for its
// other charts. Nothing here imports web-kit's shared modules by a relative path (that would make a
// second copy of its store); the texts are the apps' (adviceEvidenceMessages in their catalogues).
// Highcharts loads with the first evidence shown, not with the page.
const HighchartsView = lazy(() => import(/* webpackChunkName: "highcharts" */ './highcharts-view.js'));

const chartHeight = 160;
const fullWidth = { style: { width: '100%', minWidth: 0 } };

type Intl = ReturnType<typeof useIntl>;

/** The evidence's unit as the reader writes it (kWh/h, °C and h read the same in every language). */
const unitText = (unit: string, intl: Intl) =>
  unit === 'starts/h' ? intl.formatMessage({ id: 'kit.advice.unit.startsPerHour' }) : unit;

const dayMs = 86_400_000;

/**
 * Few labels on a small chart: weekly over two weeks, fortnightly beyond, twice a day over hours
 * (Highcharts rounds a date axis's interval to days, weeks or months it knows: 3 days became 2).
 */
function tickIntervalOf(evidence: AdviceEvidence): number {
  if (evidence.resolution === 'hour') return dayMs / 2;
  const first = evidence.points[0]?.[0] ?? 0;
  const last = evidence.points.at(-1)?.[0] ?? first;
  return last - first > 21 * dayMs ? 14 * dayMs : 7 * dayMs;
}

/** The evidence's series, its line (threshold) and the unit's own level (baseline) as a small chart. */
export function evidenceOptions(evidence: AdviceEvidence, intl: Intl): Options {
  const unit = unitText(evidence.unit, intl);
  const name = (id: 'main' | 'second') =>
    intl.formatMessage({ id: `kit.advice.series.${evidence.detector}.${id}` });
  const lines = [
    ...(evidence.threshold === null
      ? []
      : [{ value: evidence.threshold, color: '#dc3545', dashStyle: 'Dash' as const, width: 2, zIndex: 3 }]),
    ...(evidence.baseline === null
      ? []
      : [{ value: evidence.baseline, color: '#6c757d', dashStyle: 'Dot' as const, width: 1, zIndex: 3 }]),
  ];
  const values = [
    ...evidence.points.flatMap(([, v]) => (v === null ? [] : [v])),
    ...lines.map((line) => line.value),
  ];
  const series: SeriesOptionsType[] = [
    {
      type: evidence.detector === 'short-cycling' ? 'column' : 'line',
      name: name('main'),
      data: evidence.points,
      color: '#0d6efd',
      marker: { enabled: false },
    },
  ];
  if (evidence.second)
    series.push({
      type: 'line',
      name: name('second'),
      data: evidence.second,
      color: '#f0ad4e',
      yAxis: 1,
      marker: { enabled: false },
    });
  return {
    chart: { height: chartHeight, spacing: [6, 4, 4, 4] },
    title: { text: undefined },
    credits: { enabled: false },
    // The text beside the chart says what it shows.
    accessibility: { enabled: false },
    time: { timezone: 'Europe/Berlin' },
    xAxis: { type: 'datetime', tickInterval: tickIntervalOf(evidence) },
    // Drawn at once: a list of small charts that grow one after another only distracts.
    plotOptions: { series: { animation: false } },
    yAxis: [
      {
        title: { text: unit },
        min: evidence.detector === 'rising-return' ? undefined : 0,
        softMax: values.length ? Math.max(...values) : undefined,
        plotLines: lines,
      },
      ...(evidence.second ? [{ title: { text: 'kWh' }, opposite: true, min: 0 }] : []),
    ],
    legend: { enabled: evidence.second !== undefined, itemStyle: { fontWeight: '400' } },
    tooltip: { valueDecimals: 1, valueSuffix: ` ${unit}` },
    series,
  };
}

/** An advice incident's evidence: a small chart and what its lines mean. */
export function AdviceEvidenceChart({ evidence }: { evidence: AdviceEvidence }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `kit.advice.chart.${evidence.detector}` });
  const unit = unitText(evidence.unit, intl);
  const captionId = useId();
  return (
    // Named by its caption explicitly: not every reader derives a figure's name from it.
    <figure aria-labelledby={captionId} className="mb-0 mt-1" style={{ minWidth: 0, maxWidth: 520 }}>
      <div style={{ minHeight: chartHeight }}>
        <Suspense fallback={null}>
          <HighchartsView
            options={evidenceOptions(evidence, intl)}
            label={label}
            containerProps={fullWidth}
          />
        </Suspense>
      </div>
      <figcaption id={captionId} className="small text-body-secondary">
        {label}
        {evidence.threshold !== null ? (
          <>
            {' '}
            <FormattedMessage id="kit.advice.threshold" values={{ value: evidence.threshold, unit }} />
          </>
        ) : null}
        {evidence.baseline !== null ? (
          <>
            {' '}
            <FormattedMessage id="kit.advice.baseline" values={{ value: evidence.baseline, unit }} />
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
