import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { formatValue, useFormatOptions } from '../format-value.js';
import { readSensor, sensorCount, sensorPositions } from './buffer-tank-model.js';
import {
  type Sensor,
  TankLegend,
  TankPipes,
  TankSensor,
  offset,
  sensorY,
  stopColour,
  tank,
  water,
} from './buffer-tank-parts.js';
import './buffer-tank.css';

/** The tank's sensors (fitted ones placed), the pipes' temperatures and the picture's spoken summary. */
function useTank(props: ContentProps<'dachs2Buffertank'>) {
  const { content, meta } = props;
  const value = (key: string) => props.value(key);
  const intl = useIntl();
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

  return { sensors, fitted, positions, known, flow, ret, width, item, flowLabel, returnLabel, summary };
}

/** Spec 2 "Buffer tank": the tank with 2 to 4 temperature sensors, top to bottom, and its pipes. */
export function BufferTankContent(props: ContentProps<'dachs2Buffertank'>) {
  const { debug } = props;
  const gradientId = `mfd-tank-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { fitted, positions, known, flow, ret, width, item, flowLabel, returnLabel, summary } =
    useTank(props);
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

        <TankPipes flow={flow} ret={ret} flowLabel={flowLabel} returnLabel={returnLabel} />

        <rect className="mfd-tank__shell" rx={32} {...tank} />
        <rect
          className={known.length > 0 ? 'mfd-tank__water' : 'mfd-tank__water mfd-tank__water--unknown'}
          rx={27}
          {...water}
          style={known.length > 0 ? { fill: `url(#${gradientId})` } : undefined}
        />

        {fitted.map((sensor, i) => (
          <TankSensor
            key={sensor.number}
            sensor={sensor}
            y={sensorY(positions[i] ?? 0)}
            debug={debug}
            title={item(sensor.label, sensor.text)}
          />
        ))}
      </svg>

      {debug && <TankLegend />}
    </div>
  );
}
