import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { formatValue, useFormatOptions } from '../format-value.js';
import {
  type Reading,
  readSensor,
  sensorCount,
  sensorPositions,
  tankColourClass,
  tankColours,
  warmth,
} from './buffer-tank-model.js';
import './buffer-tank.css';

// Picture coordinates: the tank stands at the left, flow and return pipes leave it to the right.
const tank = { x: 105, y: 15, width: 90, height: 240 };
const water = { x: 111, y: 21, width: 78, height: 228 };
const sensorTop = 47;
const sensorBottom = 223;
const pipeEnd = 290;

const sensorY = (position: number) => sensorTop + position * (sensorBottom - sensorTop);
const offset = (y: number) => (y - water.y) / water.height;
const stopColour = (celsius: number) =>
  `color-mix(in srgb, var(--bs-danger) ${Math.round(warmth(celsius) * 100)}%, var(--bs-info))`;

interface Sensor {
  number: number;
  key: string | undefined;
  label: string;
  reading: Reading;
  text: string;
}

/** Spec 2 "Buffer tank": the tank with 2 to 4 temperature sensors, top to bottom, and its pipes. */
export function BufferTankContent(props: ContentProps<'dachs2Buffertank'>) {
  const { content, meta, debug } = props;
  const value = (key: string) => props.value(key);
  const intl = useIntl();
  const gradientId = `mfd-tank-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const p = content.parameters;
  const options = useFormatOptions();
  const temperature = (key: string | undefined) => {
    const reading = readSensor(key === undefined ? undefined : value(key));
    const text =
      reading.state === 'known' && key !== undefined ? formatValue(meta, key, reading.celsius, options) : '–';
    return { reading, text };
  };

  const sensors: Sensor[] = Array.from({ length: sensorCount(p.sensors) }, (_, i) => {
    const key = p.sensorKeys[i];
    return {
      number: i + 1,
      key,
      label: key
        ? meta.label(key)
        : intl.formatMessage({ id: 'mf.dashboard.graphics.tank.sensor' }, { n: i + 1 }),
      ...temperature(key),
    };
  });
  // Sensors the unit reports as not fitted are left out; the others spread over the tank.
  const fitted = sensors.filter((s) => s.reading.state !== 'absent');
  const positions = sensorPositions(fitted.length);
  const known = fitted.flatMap((sensor, i) =>
    sensor.reading.state === 'known'
      ? [{ y: sensorY(positions[i] ?? 0), celsius: sensor.reading.celsius }]
      : [],
  );
  const flow = p.flowKey ? temperature(p.flowKey) : undefined;
  const ret = p.returnKey ? temperature(p.returnKey) : undefined;
  const width = flow || ret ? 300 : 210;

  const item = (label: string, text: string) =>
    intl.formatMessage({ id: 'mf.dashboard.graphics.tank.item' }, { label, value: text });
  const absent = intl.formatMessage({ id: 'mf.dashboard.graphics.tank.absent' });
  const unknown = intl.formatMessage({ id: 'mf.dashboard.graphics.unknown' });
  const flowLabel = intl.formatMessage({ id: 'mf.dashboard.graphics.tank.flow' });
  const returnLabel = intl.formatMessage({ id: 'mf.dashboard.graphics.tank.return' });
  const summary = intl.formatMessage(
    { id: 'mf.dashboard.graphics.tank.summary' },
    {
      items: [
        ...sensors.map((s) =>
          item(
            s.label,
            s.reading.state === 'absent' ? absent : s.reading.state === 'unknown' ? unknown : s.text,
          ),
        ),
        ...(flow ? [item(flowLabel, flow.reading.state === 'known' ? flow.text : unknown)] : []),
        ...(ret ? [item(returnLabel, ret.reading.state === 'known' ? ret.text : unknown)] : []),
      ].join('; '),
    },
  );

  return (
    <div className="mfd-tank">
      <svg
        className="mfd-tank__picture"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} 270`}
        style={{ maxWidth: width * 1.2 }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            {known.map((stop, i) => (
              <stop
                key={i}
                offset={offset(stop.y).toFixed(3)}
                style={{ stopColor: stopColour(stop.celsius) }}
              />
            ))}
          </linearGradient>
        </defs>

        {flow && (
          <g className="mfd-tank__pipe mfd-tank__pipe--flow" data-testid="tank-flow">
            <line x1={tank.x + tank.width} x2={pipeEnd - 12} y1={sensorTop} y2={sensorTop} />
            <path
              d={`M${pipeEnd - 14} ${sensorTop - 8} L${pipeEnd} ${sensorTop} L${pipeEnd - 14} ${sensorTop + 8} Z`}
            />
            <text className="mfd-tank__pipe-label" x={245} y={sensorTop - 14}>
              {flowLabel}
            </text>
            <text className="mfd-tank__pipe-value" x={245} y={sensorTop + 25}>
              {flow.text}
            </text>
          </g>
        )}
        {ret && (
          <g className="mfd-tank__pipe mfd-tank__pipe--return" data-testid="tank-return">
            <line x1={tank.x + tank.width + 12} x2={pipeEnd} y1={sensorBottom} y2={sensorBottom} />
            <path
              d={`M${tank.x + tank.width + 14} ${sensorBottom - 8} L${tank.x + tank.width} ${sensorBottom} L${tank.x + tank.width + 14} ${sensorBottom + 8} Z`}
            />
            <text className="mfd-tank__pipe-label" x={245} y={sensorBottom - 14}>
              {returnLabel}
            </text>
            <text className="mfd-tank__pipe-value" x={245} y={sensorBottom + 25}>
              {ret.text}
            </text>
          </g>
        )}

        <rect className="mfd-tank__shell" rx={32} {...tank} />
        <rect
          className={known.length > 0 ? 'mfd-tank__water' : 'mfd-tank__water mfd-tank__water--unknown'}
          rx={27}
          {...water}
          style={known.length > 0 ? { fill: `url(#${gradientId})` } : undefined}
        />

        {fitted.map((sensor, i) => {
          const y = sensorY(positions[i] ?? 0);
          const colour =
            debug && sensor.reading.state === 'known' ? tankColourClass(sensor.reading.celsius) : undefined;
          return (
            <g
              key={sensor.number}
              className={`mfd-tank__sensor${colour ? ` mfd-tank__sensor--${colour}` : ''}`}
              data-testid="tank-sensor"
              data-sensor={sensor.number}
            >
              <title>{item(sensor.label, sensor.text)}</title>
              <line className="mfd-tank__lead" x1={78} x2={tank.x} y1={y} y2={y} />
              <circle className="mfd-tank__probe" cx={tank.x} cy={y} r={9} />
              <text className="mfd-tank__probe-number" x={tank.x} y={y}>
                {sensor.number}
              </text>
              <text className="mfd-tank__temperature" x={72} y={y}>
                {sensor.text}
              </text>
            </g>
          );
        })}
      </svg>

      {debug && (
        <ul
          className="mfd-tank__legend"
          aria-label={intl.formatMessage({ id: 'mf.dashboard.graphics.tank.debugLegend' })}
        >
          {tankColours.map((colour) => (
            <li key={colour} className={`mfd-tank__sensor--${colour}`}>
              <span className="mfd-tank__swatch" aria-hidden />
              <FormattedMessage id={`mf.dashboard.graphics.tank.${colour}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
