import type { BalanceFlowNode, BalanceResponse } from '@portal/contracts';
import { EmptyState } from '@portal/web-kit';
import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { LazyChart } from '../../../widgets/chart/lazy-chart.js';
import { SectionCard } from './section-card.js';
import { useFigures } from './use-figures.js';

/** Node colours: fuel and losses warm greys, electricity yellow, heat red, the grid blue. */
const nodeColors: Record<BalanceFlowNode, string> = {
  fuel: '#8c6d46',
  grid: '#3d7ebf',
  ambient: '#4fb3a9',
  electricity: '#e0a800',
  heat: '#d9534f',
  losses: '#adb5bd',
  ownUse: '#5cb85c',
  feedIn: '#6f42c1',
  consumption: '#3d7ebf',
};

const nodeName = (intl: IntlShape, node: BalanceFlowNode) =>
  intl.formatMessage({ id: `mf.dashboard.balance.node.${node}` });

/** The period's energy flow as a Sankey diagram (kWh). */
export function FlowCard({ balance }: { balance: BalanceResponse }) {
  const intl = useIntl();
  const f = useFigures();
  const name = (node: BalanceFlowNode) => nodeName(intl, node);
  const options = useMemo<Options>(() => {
    const nodes = [...new Set(balance.flows.flatMap((flow) => [flow.from, flow.to]))];
    return {
      chart: { height: 300, animation: false, style: { fontFamily: 'inherit' } },
      title: { text: undefined },
      credits: { enabled: false },
      accessibility: { enabled: false },
      series: [
        {
          type: 'sankey',
          name: intl.formatMessage({ id: 'mf.dashboard.balance.flow' }),
          keys: ['from', 'to', 'weight'],
          nodes: nodes.map((id) => ({ id, name: nodeName(intl, id), color: nodeColors[id] })),
          data: balance.flows.map((flow) => ({ from: flow.from, to: flow.to, weight: Math.round(flow.kWh) })),
          // Dark names with a white halo read on every node colour and beside the last column.
          dataLabels: { color: '#212529', style: { textOutline: '3px #ffffff', fontWeight: '600' } },
          linkOpacity: 0.35,
          nodeWidth: 14,
          nodePadding: 18,
        },
      ],
    };
  }, [balance.flows, intl]);
  const label = `${intl.formatMessage({ id: 'mf.dashboard.balance.flowLabel' })}: ${balance.flows
    .map((flow) => `${name(flow.from)} → ${name(flow.to)} ${f.kWh(flow.kWh)}`)
    .join(', ')}`;
  return (
    <SectionCard titleId="mf.dashboard.balance.flow">
      {balance.flows.length === 0 ? (
        <EmptyState
          compact
          icon="bi-diagram-3"
          title={<FormattedMessage id="mf.dashboard.balance.flowEmpty" />}
        />
      ) : (
        <LazyChart options={options} label={label} height={300} />
      )}
    </SectionCard>
  );
}
