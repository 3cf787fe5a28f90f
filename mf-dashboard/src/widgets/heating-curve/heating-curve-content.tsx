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
import { useElementWidth } from '../../components/use-element-width.js';
import './heating-curve.css';

const margin = { left: 34, right: 14, top: 12, bottom: 22 };
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

/**
 * Spec 2 "Heating curve graph": the flow set point over the outside temperature. Parameters are read
 * through the edit buffer so values being edited in a neighbouring widget redraw the curve at once.
 */
export function HeatingCurveContent(props: ContentProps<'heizkurve'>) {
  const { content, edit } = props;
  const value = (key: string) => props.value(key);
  const intl = useIntl();
  const [wrapper, measured] = useElementWidth<HTMLDivElement>();
  const width = measured ?? defaultViewWidth;
  const p = content.parameters;
  const param = (key: string) => toNumber(edit.current(key));

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

  const outside = toNumber(value(p.outsideKey));
  const setPoint = day && outside !== undefined ? flowAt(day, outside) : undefined;
  const dayPoints = day ? curvePoints(day) : [];
  const nightPoints = night ? curvePoints(night) : [];
  const axis = flowAxis([...dayPoints, ...nightPoints].map((point) => point.flow));

  const plotWidth = width - margin.left - margin.right;
  const plotHeight = viewHeight - margin.top - margin.bottom;
  const x = (o: number) =>
    margin.left +
    ((outsideFrom - Math.min(outsideFrom, Math.max(outsideTo, o))) / (outsideFrom - outsideTo)) * plotWidth;
  const y = (flow: number) => margin.top + ((axis.max - flow) / (axis.max - axis.min)) * plotHeight;
  const points = (curve: CurvePoint[]) =>
    curve.map((point) => `${x(point.outside).toFixed(1)},${y(point.flow).toFixed(1)}`).join(' ');
  const pointList = (curve: CurvePoint[]) => curve.map((point) => `${point.outside}:${point.flow}`).join(' ');
  const flowTicks = Array.from(
    { length: (axis.max - axis.min) / axis.step + 1 },
    (_, i) => axis.min + i * axis.step,
  );
  const xTicks = plotWidth < 360 ? outsideTicks.filter((o) => o % 20 === 0) : outsideTicks;

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
  const markerX = outside === undefined ? undefined : x(outside);

  return (
    <div ref={wrapper} className="mfd-curve">
      <svg
        className="mfd-curve__graph"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${viewHeight}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <g className="mfd-curve__grid">
          {flowTicks.map((flow) => (
            <g key={flow}>
              <line x1={margin.left} x2={width - margin.right} y1={y(flow)} y2={y(flow)} />
              <text className="mfd-curve__tick mfd-curve__tick--flow" x={margin.left - 5} y={y(flow)}>
                {`${flow}°`}
              </text>
            </g>
          ))}
          {xTicks.map((o) => (
            <g key={o}>
              <line x1={x(o)} x2={x(o)} y1={margin.top} y2={viewHeight - margin.bottom} />
              <text
                className="mfd-curve__tick mfd-curve__tick--outside"
                data-testid="outside-tick"
                x={x(o)}
                y={viewHeight - 6}
              >
                {`${o}°`}
              </text>
            </g>
          ))}
        </g>

        {nightPoints.length > 0 && (
          <polyline
            className="mfd-curve__line mfd-curve__line--night"
            data-testid="curve-night"
            data-points={pointList(nightPoints)}
            points={points(nightPoints)}
          />
        )}
        {dayPoints.length > 0 && (
          <polyline
            className="mfd-curve__line mfd-curve__line--day"
            data-testid="curve-day"
            data-points={pointList(dayPoints)}
            points={points(dayPoints)}
          />
        )}
        {supports.map((point) => (
          <circle
            key={point.outside}
            className="mfd-curve__support"
            data-testid="curve-support"
            cx={x(point.outside)}
            cy={y(point.flow)}
            r={4}
          />
        ))}

        {markerX !== undefined && (
          <g className="mfd-curve__now" data-testid="curve-now" data-outside={outside} data-flow={setPoint}>
            <line x1={markerX} x2={markerX} y1={margin.top} y2={viewHeight - margin.bottom} />
            {setPoint !== undefined && (
              <>
                <circle cx={markerX} cy={y(setPoint)} r={5.5} />
                {/* Curves rise to the right, so the label sits left of the point, above the line. */}
                <text
                  className="mfd-curve__now-label"
                  x={markerX + (markerX < margin.left + 70 ? 9 : -9)}
                  y={Math.max(margin.top + 10, y(setPoint) - 8)}
                  textAnchor={markerX < margin.left + 70 ? 'start' : 'end'}
                >
                  {celsius(setPoint)}
                </text>
              </>
            )}
          </g>
        )}
      </svg>

      <ul className="mfd-curve__legend">
        {day ? (
          <li>
            <span className="mfd-curve__key mfd-curve__key--day" aria-hidden />
            {intl.formatMessage({
              id:
                p.variant === 'dachs'
                  ? 'mf.dashboard.graphics.curve.day'
                  : 'mf.dashboard.graphics.curve.curve',
            })}
          </li>
        ) : (
          <li className="text-body-secondary">
            {intl.formatMessage({ id: 'mf.dashboard.graphics.curve.incomplete' })}
          </li>
        )}
        {night && (
          <li>
            <span className="mfd-curve__key mfd-curve__key--night" aria-hidden />
            {intl.formatMessage({ id: 'mf.dashboard.graphics.curve.night' })}
          </li>
        )}
        <li data-testid="curve-current">
          <span className="mfd-curve__key mfd-curve__key--now" aria-hidden />
          {intl.formatMessage(
            { id: 'mf.dashboard.graphics.curve.current' },
            { flow: celsius(setPoint), outside: celsius(outside) },
          )}
        </li>
      </ul>
    </div>
  );
}
