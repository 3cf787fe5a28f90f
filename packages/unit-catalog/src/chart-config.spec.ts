import { chartConfigSchema } from '@portal/contracts';
import { unitKinds } from './catalog.js';
import { chartConfig } from './chart-config.js';

describe('chartConfig', () => {
  const configs = unitKinds.flatMap((kind) => kind.charts.map((chart) => ({ kind, chart })));

  it.each(configs.map(({ kind, chart }) => [chart.name, kind, chart] as const))(
    '%s: the catalog chart with Chart.js data and options for every column',
    (_name, kind, chart) => {
      const config = chartConfig(kind, chart);
      expect(chartConfigSchema.strict().parse(config)).toEqual(config);
      expect(config).toMatchObject(chart);
      const datasets = config.chartJsData.datasets;
      const fields = datasets.flatMap((dataset) => (dataset['fields'] as string[]) ?? [dataset['field']]);
      expect(fields).toEqual(chart.columns.map((column) => column.field));
    },
  );

  it("sets the time axis to the period's tick limit and names each axis by its unit", () => {
    const dachs = unitKinds.find((kind) => kind.productGroup === 'dachsII')!;
    const byName = (name: string) =>
      chartConfig(
        dachs,
        dachs.charts.find((chart) => chart.name === name)!,
      );
    const power = byName('dachsII.leistung').chartJsOptions as {
      scales: Record<string, { ticks?: { maxTicksLimit: number }; title?: { text: string } }>;
    };
    expect(power.scales['x']?.ticks?.maxTicksLimit).toBe(8);
    expect(power.scales['y0']?.title?.text).toBe('kW');
    const temperatures = byName('dachsII.temperaturen').chartJsOptions as typeof power;
    expect(temperatures.scales['x']?.ticks?.maxTicksLimit).toBe(28);
    expect(temperatures.scales['y0']?.title?.text).toBe('°C');
    expect(
      byName('dachsII.temperaturen').chartJsData.datasets.map((dataset) => dataset['borderColor']),
    ).toEqual(['#5bc0de', '#d9534f', '#337ab7']);
  });
});
