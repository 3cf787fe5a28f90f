import Highcharts, { type Options } from 'highcharts';
import HighchartsReactImport from 'highcharts-react-official';
// The palette's colour variables as a style sheet: Highcharts would otherwise inject a <style>
// element, which the portal's Content-Security-Policy refuses.
import 'highcharts/css/highcharts-palette.css';

// The only module that imports Highcharts; loaded on demand by stats-chart.tsx.

// The wrapper is CommonJS: webpack hands over the component, Node's ESM (jest) the module object.
const interop = HighchartsReactImport as unknown as { HighchartsReact?: typeof HighchartsReactImport };
const HighchartsReact = interop.HighchartsReact ?? HighchartsReactImport;

Highcharts.setOptions({ palette: { injectCSS: false } });

/** The table beside the chart carries the figures; the SVG itself is hidden from screen readers. */
function hideInnerImage(chart: Highcharts.Chart): void {
  chart.renderer.box.setAttribute('aria-hidden', 'true');
}

export default function StatsChartView({ options, label }: { options: Options; label: string }) {
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={options}
      immutable
      callback={hideInnerImage}
      containerProps={{ role: 'img', 'aria-label': label, style: { width: '100%' } }}
    />
  );
}
