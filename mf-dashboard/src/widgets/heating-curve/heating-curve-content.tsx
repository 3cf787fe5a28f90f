import { curvePoints, defaultViewWidth, flowAt, outsideFrom, outsideTo, viewHeight } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { CurveGrid, CurveLegend, CurveLine, NowMarker, curveScale } from './curve-parts.js';
import { toNumber, useCurves } from './use-curves.js';
import { useElementWidth } from '../../components/use-element-width.js';
import './heating-curve.css';

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
