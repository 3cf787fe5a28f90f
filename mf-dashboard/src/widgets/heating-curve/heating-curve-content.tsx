import {
  type CurvePoint,
  type LinearCurve,
  curvePoints,
  dachsCurve,
  defaultViewWidth,
  flowAt,
  flowAxis,
  minus10,
  outsideFrom,
  outsideTo,
  plus15,
  slopeCurve,
  viewHeight,
} from '@portal/web-kit';
import { useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { type CurveScale, CurveGrid, CurveLegend, CurveLine, NowMarker, margin } from './curve-parts.js';
import { useElementWidth } from '../../components/use-element-width.js';
import './heating-curve.css';

const outsideTicks = [20, 10, 0, -10, -20, -30, -40];

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function allKnown<T extends Record<string, number | undefined>>(
  values: T,
): { [K in keyof T]: number } | undefined {
  return Object.values(values).every((v) => v !== undefined)
    ? (values as { [K in keyof T]: number })
    : undefined;
}

/** The day and night curves the parameters give (read through the edit buffer), with the Dachs curve's supports. */
function useCurves(props: ContentProps<'heizkurve'>) {
  const p = props.content.parameters;
  const param = (key: string) => toNumber(props.edit.current(key));
  let day: LinearCurve | undefined;
  let night: LinearCurve | undefined;
  let supports: CurvePoint[] = [];
  if (p.variant === 'dachs') {
    const known = allKnown({
      plus15: param(p.plus15Key),
      minus10: param(p.minus10Key),
      lower: param(p.lowerKey),
      upper: param(p.upperKey),
    });
    const shiftDay = param(p.shiftDayKey);
    const shiftNight = param(p.shiftNightKey);
    if (known && shiftDay !== undefined) {
      const curve = dachsCurve({ ...known, shift: shiftDay });
      day = curve;
      supports = [plus15, minus10].map((outside) => ({ outside, flow: flowAt(curve, outside) }));
    }
    if (known && shiftNight !== undefined) night = dachsCurve({ ...known, shift: shiftNight });
  } else {
    const known = allKnown({ min: param(p.minKey), max: param(p.maxKey), slope: param(p.slopeKey) });
    if (known) day = slopeCurve(known);
  }
  return { day, night, supports };
}

/** The graph's scale for its width and the curves' flow range, with the ticks of both axes. */
function curveScale(width: number, curves: CurvePoint[]) {
  const axis = flowAxis(curves.map((point) => point.flow));
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = viewHeight - margin.top - margin.bottom;
  const scale: CurveScale = {
    width,
    x: (o: number) =>
      margin.left +
      ((outsideFrom - Math.min(outsideFrom, Math.max(outsideTo, o))) / (outsideFrom - outsideTo)) * plotWidth,
    y: (flow: number) => margin.top + ((axis.max - flow) / (axis.max - axis.min)) * plotHeight,
  };
  const flowTicks = Array.from(
    { length: (axis.max - axis.min) / axis.step + 1 },
    (_, i) => axis.min + i * axis.step,
  );
  const xTicks = plotWidth < 360 ? outsideTicks.filter((o) => o % 20 === 0) : outsideTicks;
  return { scale, flowTicks, xTicks };
}

/**
 * Spec 2 "Heating curve graph": the flow set point over the outside temperature. Parameters are read
 * through the edit buffer so values being edited in a neighbouring widget redraw the curve at once.
 */
export function HeatingCurveContent(props: ContentProps<'heizkurve'>) {
  const intl = useIntl();
  const [wrapper, measured] = useElementWidth<HTMLDivElement>();
  const width = measured ?? defaultViewWidth;
  const { day, night, supports } = useCurves(props);
  const outside = toNumber(props.value(props.content.parameters.outsideKey));
  const setPoint = day && outside !== undefined ? flowAt(day, outside) : undefined;
  const dayPoints = day ? curvePoints(day) : [];
  const nightPoints = night ? curvePoints(night) : [];
  const { scale, flowTicks, xTicks } = curveScale(width, [...dayPoints, ...nightPoints]);

  const celsius = (v: number | undefined) =>
    v === undefined
      ? intl.formatMessage({ id: 'mf.dashboard.graphics.unknown' })
      : intl.formatMessage(
          { id: 'mf.dashboard.graphics.celsius' },
          { value: intl.formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) },
        );
  const summary =
    intl.formatMessage(
      { id: 'mf.dashboard.graphics.curve.summary' },
      { outside: celsius(outside), flow: celsius(setPoint) },
    ) +
    (day
      ? intl.formatMessage(
          { id: 'mf.dashboard.graphics.curve.range' },
          { high: celsius(flowAt(day, outsideFrom)), low: celsius(flowAt(day, outsideTo)) },
        )
      : '');

  return (
    <div ref={wrapper} className="mfd-curve">
      <svg
        className="mfd-curve__graph"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${viewHeight}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <CurveGrid scale={scale} flowTicks={flowTicks} outsideTicks={xTicks} />

        <CurveLine scale={scale} curve={nightPoints} kind="night" />
        <CurveLine scale={scale} curve={dayPoints} kind="day" />
        {supports.map((point) => (
          <circle
            key={point.outside}
            className="mfd-curve__support"
            data-testid="curve-support"
            cx={scale.x(point.outside)}
            cy={scale.y(point.flow)}
            r={4}
          />
        ))}

        {outside !== undefined && (
          <NowMarker scale={scale} outside={outside} setPoint={setPoint} label={celsius(setPoint)} />
        )}
      </svg>

      <CurveLegend
        dachs={props.content.parameters.variant === 'dachs'}
        day={day !== undefined}
        night={night !== undefined}
        current={intl.formatMessage(
          { id: 'mf.dashboard.graphics.curve.current' },
          { flow: celsius(setPoint), outside: celsius(outside) },
        )}
      />
    </div>
  );
}
