import type { ReactNode } from 'react';
import type { Flow, FlowLine } from './energy-flow-model.js';

// The diagram's drawing: where things stand in each canvas size, and the pieces drawn there.

export interface Point {
  x: number;
  y: number;
}
export interface NodePlace extends Point {
  /** Where the node's label and value go. */
  text: 'above' | 'below';
}
export interface Layout {
  hub: Point;
  radius: number;
  nodes: Record<FlowLine, NodePlace>;
  /** Anchors of the autarky (left, text from x) and own-consumption (right, text up to x) figures. */
  autarky: Point;
  ownConsumption: Point;
}

export const layouts: Record<'small' | 'large', Layout> = {
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

export function FlowLineView({ id, from, to, flow }: { id: FlowLine; from: Point; to: Point; flow: Flow }) {
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

/** A percentage beside the diagram with its bar; `end` anchors it at its right (text up to x). */
export function PercentGauge(props: {
  testId: string;
  at: Point;
  end?: boolean;
  label: string;
  value: string;
  percent: number | undefined;
}) {
  const { testId, at, end = false, label, value, percent } = props;
  const barX = end ? at.x - percentBar : at.x;
  return (
    <g
      className={end ? 'mfd-flow__percent mfd-flow__percent--end' : 'mfd-flow__percent'}
      data-testid={testId}
    >
      <text className="mfd-flow__percent-label" x={at.x} y={at.y}>
        {label}
      </text>
      <text className="mfd-flow__percent-value" x={at.x} y={at.y + 21}>
        {value}
      </text>
      <rect className="mfd-flow__percent-track" x={barX} y={at.y + 28} width={percentBar} height={4} rx={2} />
      <rect
        className="mfd-flow__percent-bar"
        x={barX}
        y={at.y + 28}
        width={((percent ?? 0) / 100) * percentBar}
        height={4}
        rx={2}
      />
    </g>
  );
}

/** A node of the diagram: its circle and icon, with its label and power above or below. */
export function FlowNode(props: {
  line: FlowLine;
  node: NodePlace;
  radius: number;
  flow: Flow;
  label: string;
  value: string;
}) {
  const { line, node, radius, flow, label, value } = props;
  const labelY = node.text === 'above' ? node.y - radius - 24 : node.y + radius + 17;
  return (
    <g
      className={`mfd-flow__node mfd-flow__node--${line}${flow === 'none' ? '' : ' mfd-flow__node--active'}`}
      data-testid={`node-${line}`}
    >
      <circle className="mfd-flow__node-circle" cx={node.x} cy={node.y} r={radius} />
      <g className="mfd-flow__icon" transform={`translate(${node.x} ${node.y})`}>
        {icons[line]}
      </g>
      <text className="mfd-flow__node-label" x={node.x} y={labelY}>
        {label}
      </text>
      <text className="mfd-flow__node-value" x={node.x} y={labelY + 16}>
        {value}
      </text>
    </g>
  );
}
