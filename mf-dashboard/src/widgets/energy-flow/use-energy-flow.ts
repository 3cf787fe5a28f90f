import { type MessageIdsAfter, useScreenSize } from '@portal/web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useElementWidth } from '../../components/use-element-width.js';
import type { ContentProps } from '../content-props.js';
import { layouts } from './energy-flow-drawing.js';
import {
  type FlowLine,
  type Powers,
  canvasSize,
  flowDirections,
  flowPercentages,
  smallCanvas,
  toKw,
} from './energy-flow-model.js';

/** The diagram's words: its texts, powers in kW and shares in percent ('–' when unknown). */
export function useFlowTexts() {
  const intl = useIntl();
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
  return { text, kwText, percentText };
}

/** What the debug sliders set in place of the live grid and battery powers (W; null: live). */
function useOverrides() {
  const [grid, setGrid] = useState<number | null>(null);
  const [battery, setBattery] = useState<number | null>(null);
  return { grid, setGrid, battery, setBattery };
}
export type FlowOverrides = ReturnType<typeof useOverrides>;

/** The energy-flow diagram's state: its canvas, the powers and their directions, the shares. */
export function useEnergyFlow({ content, meta, debug, value }: ContentProps<'energyflow'>) {
  const p = content.parameters;
  const [wrapper, containerWidth] = useElementWidth<HTMLDivElement>();
  const phone = useScreenSize() === 'small';
  const size = canvasSize(containerWidth, phone);
  const overrides = useOverrides();
  const kw = (key: string | undefined) =>
    key === undefined ? undefined : toKw(value(key), meta.dataPoint(key)?.unit);
  const showBattery = p.batteryEnabled && p.battery !== undefined;
  const showHeatpump = p.heatpump !== undefined;
  const powers: Powers = {
    production: kw(p.leistung),
    grid: debug && overrides.grid !== null ? toKw(overrides.grid, 'W') : kw(p.wirkleistung),
    consumption: kw(p.bedarf),
    battery: !showBattery
      ? undefined
      : debug && overrides.battery !== null
        ? toKw(overrides.battery, 'W')
        : kw(p.battery),
    heatpump: showHeatpump ? kw(p.heatpump) : undefined,
  };
  const shown: FlowLine[] = [
    'production',
    'grid',
    'consumption',
    ...(showBattery ? ['battery' as const] : []),
    ...(showHeatpump ? ['heatpump' as const] : []),
  ];
  const shares = flowPercentages(powers, {
    autarky: value(p.autarkiegrad),
    ownConsumption: value(p.eigenverbrauchsquote),
  });
  const layout = size === smallCanvas ? layouts.small : layouts.large;
  return {
    wrapper,
    size,
    layout,
    powers,
    flows: flowDirections(powers),
    shown,
    shares,
    overrides,
    showBattery,
  };
}

/** The nodes' labels (the grid and battery say their direction) and the picture's spoken summary. */
export function useFlowWords(
  powers: Powers,
  flows: ReturnType<typeof flowDirections>,
  shown: FlowLine[],
  shares: ReturnType<typeof flowPercentages>,
) {
  const intl = useIntl();
  const { text, kwText, percentText } = useFlowTexts();
  const labels: Record<FlowLine, string> = {
    production: text('production'),
    grid: text(flows.grid === 'in' ? 'gridImport' : flows.grid === 'out' ? 'gridExport' : 'grid'),
    consumption: text('consumption'),
    battery: text(
      flows.battery === 'out' ? 'batteryCharging' : flows.battery === 'in' ? 'batteryDischarging' : 'battery',
    ),
    heatpump: text('heatpump'),
  };
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
        item(text('autarky'), percentText(shares.autarky)),
        item(text('ownConsumptionQuota'), percentText(shares.ownConsumption)),
      ].join('; '),
    },
  );
  return { labels, summary };
}
