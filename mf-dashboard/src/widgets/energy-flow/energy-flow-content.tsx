import type { ContentProps } from '../content-props.js';
import { type Point, FlowLineView, FlowNode, PercentGauge } from './energy-flow-drawing.js';
import { EnergyFlowDebug } from './energy-flow-debug.js';
import type { FlowLine } from './energy-flow-model.js';
import { useEnergyFlow, useFlowTexts, useFlowWords } from './use-energy-flow.js';
import './energy-flow.css';

/** Spec 2 "Energy-flow diagram": where the power of the house comes from and goes to. */
export function EnergyFlowContent(props: ContentProps<'energyflow'>) {
  const { wrapper, size, layout, powers, flows, shown, shares, overrides, showBattery } =
    useEnergyFlow(props);
  const { text, kwText, percentText } = useFlowTexts();
  const { labels, summary } = useFlowWords(powers, flows, shown, shares);
  const { hub, radius, nodes } = layout;
  const lineEnds: Record<FlowLine, [Point, Point]> = {
    production: [hub, nodes.production],
    grid: [hub, nodes.grid],
    consumption: [hub, nodes.consumption],
    battery: [hub, nodes.battery],
    heatpump: [nodes.consumption, nodes.heatpump],
  };

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
        <PercentGauge
          testId="flow-autarky"
          at={layout.autarky}
          label={text('autarky')}
          value={percentText(shares.autarky)}
          percent={shares.autarky}
        />
        <PercentGauge
          testId="flow-own-consumption"
          at={layout.ownConsumption}
          end
          label={text('ownConsumption')}
          value={percentText(shares.ownConsumption)}
          percent={shares.ownConsumption}
        />

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

        {shown.map((line) => (
          <FlowNode
            key={line}
            line={line}
            node={nodes[line]}
            radius={radius}
            flow={flows[line]}
            label={labels[line]}
            value={kwText(powers[line])}
          />
        ))}
      </svg>

      {props.debug && <EnergyFlowDebug props={props} overrides={overrides} showBattery={showBattery} />}
    </div>
  );
}
