import { FormattedMessage, useIntl } from 'react-intl';
import { type Reading, tankColourClass, tankColours, warmth } from './buffer-tank-model.js';

// Picture coordinates: the tank stands at the left, flow and return pipes leave it to the right.
export const tank = { x: 105, y: 15, width: 90, height: 240 };
export const water = { x: 111, y: 21, width: 78, height: 228 };
const sensorTop = 47;
const sensorBottom = 223;
const pipeEnd = 290;

export const sensorY = (position: number) => sensorTop + position * (sensorBottom - sensorTop);
export const offset = (y: number) => (y - water.y) / water.height;
export const stopColour = (celsius: number) =>
  `color-mix(in srgb, var(--bs-danger) ${Math.round(warmth(celsius) * 100)}%, var(--bs-info))`;

export interface Sensor {
  number: number;
  key: string | undefined;
  label: string;
  reading: Reading;
  text: string;
}

type Temperature = { reading: Reading; text: string } | undefined;

/** The flow pipe leaving the tank at the top and the return pipe entering it at the bottom. */
export function TankPipes(props: {
  flow: Temperature;
  ret: Temperature;
  flowLabel: string;
  returnLabel: string;
}) {
  const { flow, ret, flowLabel, returnLabel } = props;
  return (
    <>
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
    </>
  );
}

/** A fitted sensor at its height: its lead, number and temperature (in debug, coloured by it). */
export function TankSensor(props: { sensor: Sensor; y: number; debug: boolean; title: string }) {
  const { sensor, y, debug } = props;
  const colour =
    debug && sensor.reading.state === 'known' ? tankColourClass(sensor.reading.celsius) : undefined;
  return (
    <g
      className={`mfd-tank__sensor${colour ? ` mfd-tank__sensor--${colour}` : ''}`}
      data-testid="tank-sensor"
      data-sensor={sensor.number}
    >
      <title>{props.title}</title>
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
}

/** Debug: what the sensors' colours mean. */
export function TankLegend() {
  const intl = useIntl();
  return (
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
  );
}
