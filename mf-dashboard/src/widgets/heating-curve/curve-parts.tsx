import { type CurvePoint, flowAxis, outsideFrom, outsideTo, viewHeight } from '@portal/web-kit';
import { useIntl } from 'react-intl';

// The heating curve graph's scale and the pieces drawn on it.

const margin = { left: 34, right: 14, top: 12, bottom: 22 };

/** Where an outside temperature and a flow temperature stand in the graph. */
export interface CurveScale {
  width: number;
  x: (outside: number) => number;
  y: (flow: number) => number;
}

const outsideTicks = [20, 10, 0, -10, -20, -30, -40];

/** The graph's scale for its width and the curves' flow range, with the ticks of both axes. */
export function curveScale(width: number, curves: CurvePoint[]) {
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

/** Grid lines with the flow (left) and outside (bottom) temperatures. */
export function CurveGrid({
  scale,
  flowTicks,
  outsideTicks,
}: {
  scale: CurveScale;
  flowTicks: number[];
  outsideTicks: number[];
}) {
  const { width, x, y } = scale;
  return (
    <g className="mfd-curve__grid">
      {flowTicks.map((flow) => (
        <g key={flow}>
          <line x1={margin.left} x2={width - margin.right} y1={y(flow)} y2={y(flow)} />
          <text className="mfd-curve__tick mfd-curve__tick--flow" x={margin.left - 5} y={y(flow)}>
            {`${flow}°`}
          </text>
        </g>
      ))}
      {outsideTicks.map((o) => (
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
  );
}

/** A curve as a line through its points; the points also as data for tests and debugging. */
export function CurveLine({
  scale,
  curve,
  kind,
}: {
  scale: CurveScale;
  curve: CurvePoint[];
  kind: 'day' | 'night';
}) {
  if (curve.length === 0) return null;
  return (
    <polyline
      className={`mfd-curve__line mfd-curve__line--${kind}`}
      data-testid={`curve-${kind}`}
      data-points={curve.map((point) => `${point.outside}:${point.flow}`).join(' ')}
      points={curve
        .map((point) => `${scale.x(point.outside).toFixed(1)},${scale.y(point.flow).toFixed(1)}`)
        .join(' ')}
    />
  );
}

/** The current outside temperature as a vertical line, with the set point on the day curve. */
export function NowMarker(props: {
  scale: CurveScale;
  outside: number;
  setPoint: number | undefined;
  label: string;
}) {
  const { scale, outside, setPoint, label } = props;
  const markerX = scale.x(outside);
  const y = scale.y;
  return (
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
            {label}
          </text>
        </>
      )}
    </g>
  );
}

/** Spec 2: the legend names the curves shown, or says that parameters are missing, and the current point. */
export function CurveLegend(props: { dachs: boolean; day: boolean; night: boolean; current: string }) {
  const intl = useIntl();
  return (
    <ul className="mfd-curve__legend">
      {props.day ? (
        <li>
          <span className="mfd-curve__key mfd-curve__key--day" aria-hidden />
          {intl.formatMessage({
            id: props.dachs ? 'mf.dashboard.graphics.curve.day' : 'mf.dashboard.graphics.curve.curve',
          })}
        </li>
      ) : (
        <li className="text-body-secondary">
          {intl.formatMessage({ id: 'mf.dashboard.graphics.curve.incomplete' })}
        </li>
      )}
      {props.night && (
        <li>
          <span className="mfd-curve__key mfd-curve__key--night" aria-hidden />
          {intl.formatMessage({ id: 'mf.dashboard.graphics.curve.night' })}
        </li>
      )}
      <li data-testid="curve-current">
        <span className="mfd-curve__key mfd-curve__key--now" aria-hidden />
        {props.current}
      </li>
    </ul>
  );
}
