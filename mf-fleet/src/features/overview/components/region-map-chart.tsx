import type { FleetOverviewResponse, FleetRegion } from '@portal/contracts';
import type { Options, SeriesMapOptions, TopoJSON } from 'highcharts';
import HighchartsMapView from '@portal/web-kit/highcharts-map';
// Germany's states from the Highcharts map collection (docs/adr/0021-fleet-overview.md: its
// licence and Natural Earth's credit), bundled with this chunk: the portal asks no map server.
import germany from '@highcharts/map-collection/countries/de/de-all.topo.json';
import { FormattedMessage } from 'react-intl';
import { type MapPoint, mapPoints } from '../map-points.js';

interface RegionMapProps {
  regions: FleetOverviewResponse['regions'];
  chosen: FleetRegion | undefined;
  onChoose: (region: FleetRegion) => void;
  height: number;
  label: string;
}

/** The states coloured by their worst status, their unit counts as labels; a click chooses one. */
export default function RegionMapChart({ regions, chosen, onChoose, height, label }: RegionMapProps) {
  const data = mapPoints(regions).map((point) => ({
    ...point,
    // The chosen state stands out by its outline, not by another colour.
    borderColor: point.code === chosen ? '#212529' : '#ffffff',
    borderWidth: point.code === chosen ? 3 : 1,
  }));
  const series: SeriesMapOptions = {
    type: 'map',
    data,
    joinBy: 'hc-key',
    cursor: 'pointer',
    dataLabels: {
      enabled: true,
      format: '{point.units}',
      filter: { property: 'units', operator: '>', value: 0 },
      style: { fontSize: '13px', fontWeight: '600', textOutline: '2px contrast' },
    },
    states: { hover: { brightness: 0.15 } },
    point: {
      events: {
        click() {
          onChoose((this as unknown as MapPoint).code);
        },
      },
    },
    tooltip: { headerFormat: '', pointFormat: '<b>{point.name}</b>: {point.units}' },
  };
  const options: Options = {
    chart: {
      map: germany as unknown as TopoJSON,
      height,
      spacing: [4, 4, 4, 4],
      backgroundColor: 'transparent',
    },
    title: { text: undefined },
    // The list beside the map is its accessible form. The credits would be a link inside the
    // chart's image (focusable in what screen readers skip): they stand below it as text instead.
    accessibility: { enabled: false },
    credits: { enabled: false },
    legend: { enabled: false },
    mapNavigation: { enabled: false },
    series: [series],
  };
  return (
    <>
      <HighchartsMapView options={options} label={label} containerProps={{ style: { width: '100%' } }} />
      <p className="small text-body-secondary text-end mb-0">
        <FormattedMessage id="mf.fleet.overview.mapCredit" />
      </p>
    </>
  );
}
