import Highcharts, { type Options } from 'highcharts';
import HighchartsReact from 'highcharts-react-official';

// The only module that imports Highcharts: it is loaded on demand (see lazy-chart.tsx), so the
// library stays out of the dashboard's first chunks.

export default function HighchartsView({ options, label }: { options: Options; label: string }) {
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={options}
      immutable
      containerProps={{ className: 'mfd-chart-canvas', role: 'img', 'aria-label': label }}
    />
  );
}
