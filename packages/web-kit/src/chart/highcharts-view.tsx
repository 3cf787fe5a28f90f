import Highcharts, { type Options } from 'highcharts';
import HighchartsReactImport from 'highcharts-react-official';
import type { HTMLAttributes } from 'react';
// The palette's colour variables as a style sheet: Highcharts would otherwise inject a <style>
// element, which the portal's Content-Security-Policy refuses.
import 'highcharts/css/highcharts-palette.css';

// The one module that imports Highcharts, as its own entry (@portal/web-kit/highcharts) outside the
// shared web-kit: each remote loads it on demand, so the library stays out of every first chunk.

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

export interface HighchartsViewProps {
  options: Options;
  label: string;
  /** More attributes of the chart's container (a class, a style). */
  containerProps?: HTMLAttributes<HTMLDivElement>;
  /** 'mapChart' with the map module loaded (highcharts-map-view.tsx). */
  constructorType?: 'chart' | 'mapChart';
}

export default function HighchartsView({
  options,
  label,
  containerProps,
  constructorType = 'chart',
}: HighchartsViewProps) {
  return (
    <HighchartsReact
      highcharts={Highcharts}
      constructorType={constructorType}
      options={options}
      immutable
      callback={hideInnerImage}
      containerProps={{ ...containerProps, role: 'img', 'aria-label': label }}
    />
  );
}
