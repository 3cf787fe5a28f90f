import type { Options } from 'highcharts';
import { EmptyState, ScrollRegion, type UnitMetadata, Link } from '@portal/web-kit';
import { useContext, useMemo, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageChartRangeContext } from '../date-picker/chart-range-atom.js';
import { type ChartPeriod, periodStart } from '../date-picker/chart-range.js';
import { useChartDefinition } from './chart-definition.js';
import type { ChartModel } from './chart-model.js';
import type { chartTable } from './chart-table.js';
import { ChartLoading, chartMessageHeight } from './chart-loading.js';
import { type ChartView, ChartToolbar } from './chart-toolbar.js';
import { LazyChart } from './lazy-chart.js';
import { type ChartSource, useChart, useChartExport } from './use-chart.js';
import './chart.css';

/** The zoomed chart is drawn again this long after the sidebar opened (its final size). */
export const zoomRedrawMs = 500;

export interface ChartWidgetProps {
  /** The chart's name in the unit's chart definitions (the screen item's name). */
  name: string;
  title: string;
  sn: string;
  zoneIndex: number;
  meta: UnitMetadata;
  minHeight: number | undefined;
  ignoreCache?: boolean;
}

/** A chart widget (spec 2): the unit's history for the page's period as chart or table. */
export function ChartWidget(props: ChartWidgetProps) {
  const { definition, commissioning } = useChartDefinition(props.name);
  const pageRange = useContext(PageChartRangeContext);
  const [now] = useState(() => Date.now());
  // Without a page date picker (the dashboard) the widget offers the periods itself (issue 40, 21).
  const [period, setPeriod] = useState<ChartPeriod | null>(null);
  if (!definition) return <ChartMessage id="charts.empty" minHeight={props.minHeight} />;
  const own = period ?? definition.options.period;
  const range = pageRange ?? { start: periodStart(now, own), period: own };
  return (
    <ChartBody
      {...props}
      definition={definition}
      range={range}
      onPeriod={pageRange ? undefined : setPeriod}
      commissioning={commissioning}
      now={now}
    />
  );
}

function ChartMessage({
  id,
  minHeight,
}: {
  id: 'charts.empty' | 'charts.loading';
  minHeight: number | undefined;
}) {
  const intl = useIntl();
  return (
    <div
      className="mfd-chart-message d-flex flex-column align-items-center justify-content-center"
      style={{ minHeight: minHeight ?? chartMessageHeight }}
    >
      <EmptyState compact icon="bi-graph-up" title={intl.formatMessage({ id })} />
    </div>
  );
}

/** In place of a chart whose history the operator has not released (spec 6): why, and where to consent. */
function ChartConsentNotice({
  sn,
  text,
  minHeight,
}: {
  sn: string;
  text: string;
  minHeight: number | undefined;
}) {
  return (
    <div
      className="mfd-chart-message d-flex flex-column align-items-center justify-content-center text-center p-3"
      style={{ minHeight: minHeight ?? chartMessageHeight }}
      role="status"
    >
      <i className="bi bi-shield-lock fs-2 mb-2 text-body-secondary" aria-hidden />
      <p className="mb-2 text-body-secondary">{text}</p>
      <Link to={`/${sn}/settings`} className="btn btn-sm btn-outline-primary">
        <i className="bi bi-shield-check me-1" aria-hidden />
        <FormattedMessage id="mf.dashboard.chart.consentSettings" />
      </Link>
    </div>
  );
}

interface BodyProps extends ChartWidgetProps, ChartSource {
  /** Set where the widget picks its own period (no page date picker). */
  onPeriod: ((period: ChartPeriod) => void) | undefined;
}

function ChartBody(props: BodyProps) {
  const { definition, range, sn, meta, minHeight } = props;
  const { texts, choices, setChoices, data, model, fields, optionsFor } = useChart(props, meta);
  const [view, setView] = useState<ChartView>('chart');
  const [zoomed, setZoomed] = useState(false);
  const [redraws, setRedraws] = useState(0);
  const height = Math.max(200, (minHeight ?? 300) - 60);
  const cardOptions = useMemo(() => model && optionsFor(height, model), [optionsFor, height, model]);
  const zoomOptions = useMemo(
    () => (zoomed && model ? optionsFor(zoomHeight(), model) : null),
    [optionsFor, zoomed, model],
  );
  const chartLabel = meta.screenText(definition.label) || props.title;
  const { table, copy, exportAs } = useChartExport(props, model, chartLabel);
  const { loading } = data;

  const empty = !model || model.empty;
  const content = (chartHeight: number, key: string, options: Options | null) =>
    empty ? (
      loading ? null : (
        <ChartMessage id="charts.empty" minHeight={chartHeight} />
      )
    ) : view === 'table' && table && model ? (
      <ChartTableView
        table={table}
        model={model}
        cellDate={texts.cellDate}
        number={texts.number}
        height={chartHeight}
      />
    ) : (
      options && <LazyChart key={key} options={options} label={chartLabel} height={chartHeight} />
    );

  if (data.consentError) {
    return <ChartConsentNotice sn={sn} text={data.consentError.message} minHeight={minHeight} />;
  }

  return (
    <div className="mfd-chart d-flex flex-column gap-2 flex-grow-1">
      <ChartToolbar
        definition={definition}
        choices={choices}
        onChoices={setChoices}
        fields={fields}
        answer={data.answer}
        period={range.period}
        onPeriod={props.onPeriod}
        view={view}
        onView={setView}
        empty={empty}
        onCopy={() => void copy()}
        onExport={(kind) => void exportAs(kind)}
        onZoom={() => setZoomed(true)}
        chartLabel={chartLabel}
      />
      <div className="mfd-chart-area position-relative flex-grow-1" aria-busy={loading}>
        {content(height, 'card', cardOptions)}
        {loading && <ChartLoading />}
      </div>
      <Offcanvas
        show={zoomed}
        onHide={() => setZoomed(false)}
        onEntered={() => setTimeout(() => setRedraws((count) => count + 1), zoomRedrawMs)}
        placement="end"
        className="mfd-chart-zoom"
      >
        <Offcanvas.Header closeButton>
          <Offcanvas.Title>{chartLabel}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>{zoomed && content(zoomHeight(), `zoom-${redraws}`, zoomOptions)}</Offcanvas.Body>
      </Offcanvas>
    </div>
  );
}

/** 500 px, or 40 % of the screen's height on small portrait screens (spec 2). */
function zoomHeight(): number {
  const portraitSmall =
    window.matchMedia?.('(orientation: portrait) and (max-width: 767.98px)').matches ?? false;
  return portraitSmall ? Math.round(window.innerHeight * 0.4) : 500;
}

interface TableViewProps {
  table: ReturnType<typeof chartTable>;
  model: ChartModel;
  cellDate: (ms: number) => string;
  number: (value: number, decimals: number) => string;
  height: number;
}

function ChartTableView({ table, model, cellDate, number, height }: TableViewProps) {
  return (
    <ScrollRegion className="mfd-chart-table table-responsive" style={{ maxHeight: height }}>
      <Table size="sm" striped hover className="mb-0">
        <thead>
          <tr>
            {table.header.map((cell) => (
              <th key={cell} scope="col" className={cell === table.header[0] ? '' : 'text-end'}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([time, ...values]) => (
            <tr key={time.getTime()}>
              <th scope="row" className="fw-normal text-nowrap">
                {cellDate(time.getTime())}
              </th>
              {values.map((value, index) => (
                <td key={index} className="text-end">
                  {value === null ? '–' : number(value, model.series[index]?.decimals ?? 2)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
