import { momentBounds } from '@portal/contracts/frontend';
import { findKind } from '@portal/unit-catalog';
import { EmptyState, useEndpointQuery, useSettledValue, type UnitMetadata } from '@portal/web-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useIntl } from 'react-intl';
import { type ChartModel } from '../../../widgets/chart/chart-model.js';
import { chartOptions } from '../../../widgets/chart/chart-options.js';
import { useChartTexts } from '../../../widgets/chart/chart-texts.js';
import { ChartLoading } from '../../../widgets/chart/chart-loading.js';
import { LazyChart } from '../../../widgets/chart/lazy-chart.js';
import {
  commissioningMoment,
  earliestDate,
  periodEnd,
  periodStart,
} from '../../../widgets/date-picker/chart-range.js';
import {
  dayCurves,
  dayKey,
  energyFields,
  ownConsumptionShare,
  powerFields,
  selfSufficiencyShare,
  threeDays,
} from '../runtime-model.js';
import { BalanceTable } from './balance-table.js';
import { DayNavigator } from './day-navigator.js';
import { ShareDoughnut } from './share-doughnut.js';

// The runtime analysis of one unit: its day navigator, day curve, shares and balance (spec 2 '/charts').

const hourMs = 3_600_000;
/** The runtime curve labels hours, never more than this many (spec 9). */
const maxHourTicks = 50;

export interface AnalysisProps {
  sn: string;
  productGroup: string;
  commissioning: string | null;
  meta: UnitMetadata;
}

/** Label and colour of a measurement field as the unit kind's charts draw it. */
function useFieldLooks(productGroup: string, meta: UnitMetadata) {
  return useMemo(() => {
    const columns = (findKind(productGroup)?.charts ?? []).flatMap((chart) => chart.columns);
    return (field: string) => {
      const column = columns.find((one) => one.field.endsWith(`.${field}`));
      return {
        label: column ? meta.screenText(column.label) : field,
        color: column?.color ?? '#6c757d',
      };
    };
  }, [productGroup, meta]);
}

export function RuntimeAnalysis({ sn, productGroup, commissioning, meta }: AnalysisProps) {
  const intl = useIntl();
  // Spec 9 starts demo users on 2019-03-22; the demo history ends today, so everyone starts today.
  const [today] = useState(() => periodStart(Date.now(), 'd'));
  const [day, setDay] = useState(today);
  const earliest = earliestDate(commissioningMoment(commissioning));
  const { days, end, answer, loading } = useDayMeasurements(sn, day);
  const looks = useFieldLooks(productGroup, meta);
  const dayLabel = useDayLabel(today);
  const shares = useMemo(() => {
    const energyOf = (ms: number) => answer?.days[dayKey(ms)];
    return {
      own: days.map((ms) => ({ label: dayLabel(ms), share: ownConsumptionShare(energyOf(ms)) })),
      self: days.map((ms) => ({ label: dayLabel(ms), share: selfSufficiencyShare(energyOf(ms)) })),
    };
  }, [answer, days, dayLabel]);
  const dayEnergy = (ms: number) => answer?.days[dayKey(ms)];
  const curveOptions = useCurveOptions(answer, day, end, looks);

  return (
    <>
      <DayNavigator day={day} onChange={setDay} earliest={periodStart(earliest, 'd')} latest={today} />
      <div className="row g-3">
        <div className="col-12 col-xl-6">
          <DayCurveCard options={curveOptions} loading={loading} />
        </div>
        <div className="col-12 col-md-6 col-xl-3">
          <ShareDoughnut
            title={intl.formatMessage({ id: 'mf.dashboard.runtime.ownConsumption' })}
            description={intl.formatMessage({ id: 'mf.dashboard.runtime.ownConsumptionShare' })}
            color="#5cb85c"
            days={shares.own}
          />
        </div>
        <div className="col-12 col-md-6 col-xl-3">
          <ShareDoughnut
            title={intl.formatMessage({ id: 'mf.dashboard.runtime.selfSufficiency' })}
            description={intl.formatMessage({ id: 'mf.dashboard.runtime.selfSufficiencyShare' })}
            color="#337ab7"
            days={shares.self}
          />
        </div>
      </div>
      <BalanceTable
        days={[...days].reverse().map((ms) => ({ ms, label: dayLabel(ms) }))}
        energy={(ms, field) => dayEnergy(ms)?.[field]}
        fieldLabel={(field) => looks(field).label}
      />
    </>
  );
}

/** The measurements of the shown day and the two before it (the shares compare three days). */
function useDayMeasurements(sn: string, day: number) {
  const days = useMemo(() => threeDays(day), [day]);
  const end = periodEnd({ start: day, period: 'd' });
  // Spec 9: the load waits 100 ms for the day to settle (arrows pressed in a row).
  // Not before 2000, which the API refuses: the first days of a unit commissioned then load from there.
  const start = Math.max(days[2] ?? day, momentBounds.from);
  const window = useSettledValue(JSON.stringify({ start, end }), 100);
  const body = useMemo(
    () => ({
      ...(JSON.parse(window) as { start: number; end: number }),
      fields: [...powerFields, ...energyFields],
    }),
    [window],
  );
  const query = useEndpointQuery('chartMeasurements', { params: { sn }, body }, { keepPrevious: true });
  useEffect(() => {
    // Spec 8: a failed measurement load is only logged.
    if (query.error) console.error('measurement load failed', query.error);
  }, [query.error]);
  return {
    days,
    end,
    answer: query.error ? undefined : query.data,
    loading: query.isFetching || body.start !== start,
  };
}

type Measurements = ReturnType<typeof useDayMeasurements>['answer'];

/** Today, yesterday and the day before by name, older days by date. */
function useDayLabel(today: number) {
  const intl = useIntl();
  return useCallback(
    (ms: number) => {
      const back = Math.round((today - ms) / 86_400_000);
      const relative = [
        'mf.dashboard.runtime.today',
        'mf.dashboard.runtime.yesterday',
        'mf.dashboard.runtime.dayBefore',
      ] as const;
      return back >= 0 && back <= 2
        ? intl.formatMessage({ id: relative[back]! })
        : intl.formatDate(ms, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
    },
    [intl, today],
  );
}

/** The day's power curves as a line chart labelled by hour; null when the day has no values. */
function useCurveOptions(
  answer: Measurements,
  day: number,
  end: number,
  looks: ReturnType<typeof useFieldLooks>,
) {
  const intl = useIntl();
  const texts = useChartTexts('d');
  return useMemo(() => {
    if (!answer) return null;
    const curve = dayCurves(answer, day, end);
    const model: ChartModel = {
      times: curve.times,
      series: curve.curves.map((one) => ({
        ...looks(one.field),
        field: one.field,
        unit: 'kW',
        decimals: 1,
        precision: 3,
        points: one.points,
      })),
      events: [],
      offline: [],
      incidents: answer.incidents,
      empty: curve.curves.every((one) => one.points.every(([, value]) => value === null)),
    };
    if (model.empty) return null;
    return chartOptions({
      model,
      type: 'line',
      stacked: false,
      period: 'd',
      window: { from: day, to: end },
      texts: { ...texts, axisDate: (ms) => intl.formatDate(ms, { hour: '2-digit' }) },
      height: 320,
      maxTicks: maxHourTicks,
      tickInterval: hourMs,
    });
  }, [answer, day, end, looks, texts, intl]);
}

function DayCurveCard({
  options,
  loading,
}: {
  options: ReturnType<typeof useCurveOptions>;
  loading: boolean;
}) {
  const intl = useIntl();
  const curveTitle = intl.formatMessage({ id: 'mf.dashboard.runtime.dayCurve' });
  return (
    <Card as="section" className="h-100" aria-label={curveTitle}>
      <Card.Header className="py-2">
        <h2 className="h6 mb-0">{curveTitle}</h2>
      </Card.Header>
      <Card.Body className="position-relative" aria-busy={loading}>
        {options ? (
          <LazyChart label={curveTitle} height={320} options={options} />
        ) : (
          !loading && (
            <EmptyState
              compact
              icon="bi-graph-up"
              title={intl.formatMessage({ id: 'charts.empty' })}
              className="my-5"
            />
          )
        )}
        {loading && <ChartLoading />}
      </Card.Body>
    </Card>
  );
}
