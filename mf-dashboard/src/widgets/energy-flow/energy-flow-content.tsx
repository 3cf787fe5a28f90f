import { type MessageIdsAfter, useScreenSize } from '@portal/web-kit';
import { type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import {
  type Flow,
  type FlowLine,
  type Powers,
  canvasSize,
  debugRanges,
  flowDirections,
  flowPercentages,
  smallCanvas,
  toKw,
} from './energy-flow-model.js';
import { useElementWidth } from '../../components/use-element-width.js';
import './energy-flow.css';

interface Point {
  x: number;
  y: number;
}
interface NodePlace extends Point {
  /** Where the node's label and value go. */
  text: 'above' | 'below';
}
interface Layout {
  hub: Point;
  radius: number;
  nodes: Record<FlowLine, NodePlace>;
  /** Anchors of the autarky (left, text from x) and own-consumption (right, text up to x) figures. */
  autarky: Point;
  ownConsumption: Point;
}

const layouts: Record<'small' | 'large', Layout> = {
  small: {
    hub: { x: 145, y: 205 },
    radius: 26,
    nodes: {
      production: { x: 145, y: 88, text: 'above' },
      grid: { x: 45, y: 205, text: 'below' },
      consumption: { x: 245, y: 205, text: 'above' },
      battery: { x: 145, y: 312, text: 'below' },
      heatpump: { x: 245, y: 312, text: 'below' },
    },
    autarky: { x: 8, y: 16 },
    ownConsumption: { x: 282, y: 16 },
  },
  large: {
    hub: { x: 290, y: 180 },
    radius: 30,
    nodes: {
      production: { x: 290, y: 82, text: 'above' },
      grid: { x: 80, y: 180, text: 'below' },
      consumption: { x: 500, y: 180, text: 'above' },
      battery: { x: 290, y: 272, text: 'below' },
      heatpump: { x: 500, y: 272, text: 'below' },
    },
    autarky: { x: 16, y: 22 },
    ownConsumption: { x: 564, y: 22 },
  },
};

const percentBar = 84;

/** Line icons of the nodes, drawn around (0, 0) in the node's colour. */
const icons: Record<FlowLine, ReactNode> = {
  production: (
    <>
      <circle r={6} />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line key={angle} x1={9} x2={12.5} transform={`rotate(${angle})`} />
      ))}
    </>
  ),
  grid: <path d="M-7 12 L-2 -11 H2 L7 12 M-10 -5 H10 M-5 3 H5 M-4.5 3 L3 -5 M4.5 3 L-3 -5" />,
  consumption: <path d="M-12 1 L0 -10 L12 1 M-8 -3 V11 H8 V-3 M-2.5 11 V4 H2.5 V11" />,
  battery: (
    <>
      <rect x={-7} y={-10} width={14} height={22} rx={2} />
      <path d="M-3 -13 H3 M1.5 -6 L-2.5 1.5 H2 L-1 8" />
    </>
  ),
  heatpump: (
    <>
      <rect x={-13} y={-9} width={26} height={18} rx={2} />
      <circle cx={-4} r={5} />
      <path d="M-4 -5 V5 M-9 0 H1 M6 -5 V5 M9 -5 V5" />
    </>
  ),
};

function FlowLineView({ id, from, to, flow }: { id: FlowLine; from: Point; to: Point; flow: Flow }) {
  const [source, target] = flow === 'in' ? [to, from] : [from, to];
  const angle = (Math.atan2(target.y - source.y, target.x - source.x) * 180) / Math.PI;
  const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  return (
    <g className={`mfd-flow__line mfd-flow__line--${id}`} data-testid={`flow-${id}`} data-flow={flow}>
      <line className="mfd-flow__track" x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
      {flow !== 'none' && (
        <>
          <path className="mfd-flow__dash" d={`M${source.x} ${source.y} L${target.x} ${target.y}`} />
          <path
            className="mfd-flow__arrow"
            d="M-7 -6 L7 0 L-7 6 Z"
            transform={`translate(${middle.x} ${middle.y}) rotate(${Math.round(angle)})`}
          />
        </>
      )}
    </g>
  );
}

/** Spec 2 "Energy-flow diagram": where the power of the house comes from and goes to. */
export function EnergyFlowContent(props: ContentProps<'energyflow'>) {
  const { content, meta, debug } = props;
  const value = (key: string) => props.value(key);
  const intl = useIntl();
  const sliderId = useId();
  const p = content.parameters;
  const [wrapper, containerWidth] = useElementWidth<HTMLDivElement>();
  const phone = useScreenSize() === 'small';
  const size = canvasSize(containerWidth, phone);
  const layout = size === smallCanvas ? layouts.small : layouts.large;
  const [gridOverride, setGridOverride] = useState<number | null>(null);
  const [batteryOverride, setBatteryOverride] = useState<number | null>(null);

  const kw = (key: string | undefined) =>
    key === undefined ? undefined : toKw(value(key), meta.dataPoint(key)?.unit);
  const showBattery = p.batteryEnabled && p.battery !== undefined;
  const showHeatpump = p.heatpump !== undefined;
  const powers: Powers = {
    production: kw(p.leistung),
    grid: debug && gridOverride !== null ? toKw(gridOverride, 'W') : kw(p.wirkleistung),
    consumption: kw(p.bedarf),
    battery: !showBattery
      ? undefined
      : debug && batteryOverride !== null
        ? toKw(batteryOverride, 'W')
        : kw(p.battery),
    heatpump: showHeatpump ? kw(p.heatpump) : undefined,
  };
  const flows = flowDirections(powers);
  const { autarky, ownConsumption } = flowPercentages(powers, {
    autarky: value(p.autarkiegrad),
    ownConsumption: value(p.eigenverbrauchsquote),
  });

  const text = (id: MessageIdsAfter<'mf.dashboard.graphics.energy.'>) =>
    intl.formatMessage({ id: `mf.dashboard.graphics.energy.${id}` });
  const kwText = (power: number | undefined) =>
    power === undefined
      ? '–'
      : intl.formatMessage(
          { id: 'mf.dashboard.graphics.energy.kw' },
          {
            value: intl.formatNumber(Math.abs(power), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          },
        );
  const percentText = (percent: number | undefined) =>
    percent === undefined
      ? '–'
      : intl.formatNumber(percent / 100, {
          style: 'percent',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        });

  const labels: Record<FlowLine, string> = {
    production: text('production'),
    grid: text(flows.grid === 'in' ? 'gridImport' : flows.grid === 'out' ? 'gridExport' : 'grid'),
    consumption: text('consumption'),
    battery: text(
      flows.battery === 'out' ? 'batteryCharging' : flows.battery === 'in' ? 'batteryDischarging' : 'battery',
    ),
    heatpump: text('heatpump'),
  };
  const shown: FlowLine[] = [
    'production',
    'grid',
    'consumption',
    ...(showBattery ? ['battery' as const] : []),
    ...(showHeatpump ? ['heatpump' as const] : []),
  ];

  const unknown = intl.formatMessage({ id: 'mf.dashboard.graphics.unknown' });
  const item = (label: string, shownValue: string) =>
    intl.formatMessage(
      { id: 'mf.dashboard.graphics.energy.item' },
      { label, value: shownValue === '–' ? unknown : shownValue },
    );
  const summary = intl.formatMessage(
    { id: 'mf.dashboard.graphics.energy.summary' },
    {
      items: [
        ...shown.map((line) => item(labels[line], kwText(powers[line]))),
        item(text('autarky'), percentText(autarky)),
        item(text('ownConsumptionQuota'), percentText(ownConsumption)),
      ].join('; '),
    },
  );

  const { hub, radius, nodes } = layout;
  const lineEnds: Record<FlowLine, [Point, Point]> = {
    production: [hub, nodes.production],
    grid: [hub, nodes.grid],
    consumption: [hub, nodes.consumption],
    battery: [hub, nodes.battery],
    heatpump: [nodes.consumption, nodes.heatpump],
  };

  const liveW = (key: string | undefined, range: { min: number; max: number }) => {
    const w = key === undefined ? undefined : toKw(value(key), meta.dataPoint(key)?.unit);
    return w === undefined ? 0 : Math.min(range.max, Math.max(range.min, Math.round(w * 1000)));
  };
  const overrideText = (override: number | null) =>
    override === null
      ? text('debugLive')
      : intl.formatMessage(
          { id: 'mf.dashboard.graphics.energy.debugValue' },
          { value: intl.formatNumber(override) },
        );

  return (
    <div ref={wrapper} className="mfd-flow">
      <svg
        className="mfd-flow__picture"
        role="img"
        aria-label={summary}
        width={size.width}
        height={size.height}
        viewBox={`0 0 ${size.width} ${size.height}`}
        data-size={`${size.width}x${size.height}`}
      >
        <g className="mfd-flow__percent" data-testid="flow-autarky">
          <text className="mfd-flow__percent-label" x={layout.autarky.x} y={layout.autarky.y}>
            {text('autarky')}
          </text>
          <text className="mfd-flow__percent-value" x={layout.autarky.x} y={layout.autarky.y + 21}>
            {percentText(autarky)}
          </text>
          <rect
            className="mfd-flow__percent-track"
            x={layout.autarky.x}
            y={layout.autarky.y + 28}
            width={percentBar}
            height={4}
            rx={2}
          />
          <rect
            className="mfd-flow__percent-bar"
            x={layout.autarky.x}
            y={layout.autarky.y + 28}
            width={((autarky ?? 0) / 100) * percentBar}
            height={4}
            rx={2}
          />
        </g>
        <g className="mfd-flow__percent mfd-flow__percent--end" data-testid="flow-own-consumption">
          <text className="mfd-flow__percent-label" x={layout.ownConsumption.x} y={layout.ownConsumption.y}>
            {text('ownConsumption')}
          </text>
          <text
            className="mfd-flow__percent-value"
            x={layout.ownConsumption.x}
            y={layout.ownConsumption.y + 21}
          >
            {percentText(ownConsumption)}
          </text>
          <rect
            className="mfd-flow__percent-track"
            x={layout.ownConsumption.x - percentBar}
            y={layout.ownConsumption.y + 28}
            width={percentBar}
            height={4}
            rx={2}
          />
          <rect
            className="mfd-flow__percent-bar"
            x={layout.ownConsumption.x - percentBar}
            y={layout.ownConsumption.y + 28}
            width={((ownConsumption ?? 0) / 100) * percentBar}
            height={4}
            rx={2}
          />
        </g>

        {shown.map((line) => (
          <FlowLineView
            key={line}
            id={line}
            from={lineEnds[line][0]}
            to={lineEnds[line][1]}
            flow={flows[line]}
          />
        ))}
        <circle className="mfd-flow__hub" cx={hub.x} cy={hub.y} r={5} />

        {shown.map((line) => {
          const node = nodes[line];
          const labelY = node.text === 'above' ? node.y - radius - 24 : node.y + radius + 17;
          return (
            <g
              key={line}
              className={`mfd-flow__node mfd-flow__node--${line}${flows[line] === 'none' ? '' : ' mfd-flow__node--active'}`}
              data-testid={`node-${line}`}
            >
              <circle className="mfd-flow__node-circle" cx={node.x} cy={node.y} r={radius} />
              <g className="mfd-flow__icon" transform={`translate(${node.x} ${node.y})`}>
                {icons[line]}
              </g>
              <text className="mfd-flow__node-label" x={node.x} y={labelY}>
                {labels[line]}
              </text>
              <text className="mfd-flow__node-value" x={node.x} y={labelY + 16}>
                {kwText(powers[line])}
              </text>
            </g>
          );
        })}
      </svg>

      {debug && (
        <fieldset className="mfd-flow__debug">
          <legend>
            <FormattedMessage id="mf.dashboard.graphics.energy.debug" />
          </legend>
          <Form.Group controlId={`${sliderId}-grid`}>
            <Form.Label>
              {text('debugGrid')}{' '}
              <span className="badge text-bg-secondary">{overrideText(gridOverride)}</span>
            </Form.Label>
            <Form.Range
              {...debugRanges.wirkleistung}
              value={gridOverride ?? liveW(p.wirkleistung, debugRanges.wirkleistung)}
              onChange={(event) => setGridOverride(Number(event.target.value))}
            />
          </Form.Group>
          {showBattery && (
            <Form.Group controlId={`${sliderId}-battery`}>
              <Form.Label>
                {text('debugBattery')}{' '}
                <span className="badge text-bg-secondary">{overrideText(batteryOverride)}</span>
              </Form.Label>
              <Form.Range
                {...debugRanges.battery}
                value={batteryOverride ?? liveW(p.battery, debugRanges.battery)}
                onChange={(event) => setBatteryOverride(Number(event.target.value))}
              />
            </Form.Group>
          )}
          {(gridOverride !== null || batteryOverride !== null) && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                setGridOverride(null);
                setBatteryOverride(null);
              }}
            >
              {text('debugReset')}
            </Button>
          )}
        </fieldset>
      )}
    </div>
  );
}
