import Highcharts, { type Options } from 'highcharts';
import HighchartsReactImport from 'highcharts-react-official';
// Range series (the min/max band behind a mean line).
import 'highcharts/highcharts-more';
// The palette's colour variables as a style sheet: Highcharts would otherwise inject a <style>
// element, which the portal's Content-Security-Policy refuses.
import 'highcharts/css/highcharts-palette.css';

// The only module that imports Highcharts: it is loaded on demand (see lazy-chart.tsx), so the
// library stays out of the dashboard's first chunks.

// The wrapper is CommonJS: webpack hands over the component, Node's ESM (jest) the module object.
const interop = HighchartsReactImport as unknown as { HighchartsReact?: typeof HighchartsReactImport };
const HighchartsReact = interop.HighchartsReact ?? HighchartsReactImport;

Highcharts.setOptions({ palette: { injectCSS: false } });

/**
 * The container is the chart's image with its name; Highcharts marks its own SVG as a second image
 * named by the (unused) chart title, which screen readers would announce as an unnamed image.
 */
function hideInnerImage(chart: Highcharts.Chart): void {
  chart.renderer.box.setAttribute('aria-hidden', 'true');
}

export default function HighchartsView({ options, label }: { options: Options; label: string }) {
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={options}
      immutable
      callback={hideInnerImage}
      containerProps={{ className: 'mfd-chart-canvas', role: 'img', 'aria-label': label }}
    />
  );
}
