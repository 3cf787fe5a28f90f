import type { HeatingCurve } from '@portal/contracts';
import {
  curvePoints,
  flowAt,
  flowAxis,
  outsideFrom,
  outsideTo,
  slopeCurve,
  viewHeight,
} from '@portal/web-kit';
import { useIntl } from 'react-intl';

// A compact drawing of the slope curve (spec 9: outside temperature from 20 down to -40 °C, 140 high);
// the calculation is web-kit's, shared with the dashboard's heating-curve widget.
const width = 480;
const margin = { left: 34, right: 12, top: 10, bottom: 22 };
const outsideTicks = [20, 10, 0, -10, -20, -30, -40];

export function CurveGraph({ curve }: { curve: HeatingCurve }) {
  const intl = useIntl();
  const line = slopeCurve(curve);
  const points = curvePoints(line);
  const axis = flowAxis(points.map((point) => point.flow));
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = viewHeight - margin.top - margin.bottom;
  const x = (outside: number) =>
    margin.left + ((outsideFrom - outside) / (outsideFrom - outsideTo)) * plotWidth;
  const y = (flow: number) => margin.top + ((axis.max - flow) / (axis.max - axis.min)) * plotHeight;
  const flowTicks = Array.from(
    { length: (axis.max - axis.min) / axis.step + 1 },
    (_, i) => axis.min + i * axis.step,
  );
  const format = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return (
    <svg
      role="img"
      aria-label={intl.formatMessage(
        { id: 'curve.graph' },
        { high: format(flowAt(line, outsideFrom)), low: format(flowAt(line, outsideTo)) },
      )}
      viewBox={`0 0 ${width} ${viewHeight}`}
      className="d-block w-100 h-auto"
      data-testid="curve-graph"
      data-points={points.map((point) => `${point.outside}:${point.flow}`).join(' ')}
    >
      <g stroke="var(--bs-border-color)" fontSize="11" fill="var(--bs-secondary-color)">
        {flowTicks.map((flow) => (
          <g key={flow}>
            <line x1={margin.left} x2={width - margin.right} y1={y(flow)} y2={y(flow)} />
            <text x={margin.left - 5} y={y(flow)} textAnchor="end" dominantBaseline="central" stroke="none">
              {`${flow}°`}
            </text>
          </g>
        ))}
        {outsideTicks.map((outside) => (
          <g key={outside}>
            <line x1={x(outside)} x2={x(outside)} y1={margin.top} y2={viewHeight - margin.bottom} />
            <text x={x(outside)} y={viewHeight - 6} textAnchor="middle" stroke="none">
              {`${outside}°`}
            </text>
          </g>
        ))}
      </g>
      <polyline
        fill="none"
        stroke="var(--bs-danger)"
        strokeWidth={2.5}
        strokeLinejoin="round"
        points={points.map((point) => `${x(point.outside).toFixed(1)},${y(point.flow).toFixed(1)}`).join(' ')}
      />
    </svg>
  );
}
