// Highcharts Maps on top of the shared chart setup, as its own entry (@portal/web-kit/highcharts-map):
// a page with a map loads it on demand, so no other page pays for the map module.
// Highcharts first: the map module extends the instance it leaves on the window (_Highcharts).
import HighchartsView, { type HighchartsViewProps } from './highcharts-view.js';
import 'highcharts/modules/map';

export default function HighchartsMapView(props: Omit<HighchartsViewProps, 'constructorType'>) {
  return <HighchartsView {...props} constructorType="mapChart" />;
}
