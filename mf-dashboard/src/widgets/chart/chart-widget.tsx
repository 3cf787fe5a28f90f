import type { ChartDataRequest } from '@portal/contracts';
import type { Options } from 'highcharts';
import type { ChartDefinition } from '@portal/unit-catalog';
import {
  ApiError,
  EmptyState,
  showToast,
  useEndpointQuery,
  useSettledValue,
  type UnitMetadata,
} from '@portal/web-kit';
import { useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageChartRangeContext } from '../date-picker/chart-range-atom.js';
import {
  type ChartPeriod,
  type ChartRange,
  chartPeriods,
  chartWindow,
  periodStart,
} from '../date-picker/chart-range.js';
import { useChartDefinition } from './chart-definition.js';
import { type ChartChoices, type ChartModel, chartFields, chartModel, hasPowerField } from './chart-model.js';
import { chartOptions } from './chart-options.js';
import { chartTable, clipboardText, csvText, download, exportFileName, workbookBlob } from './chart-table.js';
import { useChartTexts } from './chart-texts.js';
import { ChartLoading, chartMessageHeight } from './chart-loading.js';
import { LazyChart } from './lazy-chart.js';
import { RadioChoice } from './radio-choice.js';
import './chart.css';

/** The load waits until the period has stayed put this long (arrows clicked in a row). */
export const chartLoadDebounceMs = 100;
/** The zoomed chart is drawn again this long after the sidebar opened (its final size). */
export const zoomRedrawMs = 500;

/** Answers that mean the operator's consent is missing (spec 6: no charts without DACHSWEB). */
const consentErrorKeys: ReadonlySet<string> = new Set([
  'exception.consentrequired',
  'exception.nooperatorconsent',
  'exception.noconsentlead',
]);

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

interface BodyProps extends ChartWidgetProps {
  definition: ChartDefinition;
  range: ChartRange;
  /** Set where the widget picks its own period (no page date picker). */
  onPeriod: ((period: ChartPeriod) => void) | undefined;
  commissioning: number | null;
  /** When the widget mounted: the 'all' period runs to the end of the year after it. */
  now: number;
}

function ChartBody({
  definition,
  range,
  onPeriod,
  commissioning,
  sn,
  zoneIndex,
  meta,
  title,
  minHeight,
  ignoreCache,
  now,
}: BodyProps) {
  const intl = useIntl();
  const keyLabel = useCallback((key: string) => meta.label(key), [meta]);
  const texts = useChartTexts(range.period, keyLabel);
  const [choices, setChoices] = useState<ChartChoices>({
    stacked: definition.options.stacked ?? false,
    kw: definition.options.kw ?? false,
    hidden: [],
    minMax: false,
  });
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const choiceId = useId();
  const [zoomed, setZoomed] = useState(false);
  const [redraws, setRedraws] = useState(0);
  const span = chartWindow(range, commissioning, now);
  const request: ChartDataRequest = {
    name: definition.name,
    zoneIndex,
    start: span.from,
    end: span.to,
    parameters: {
      ...definition.options,
      period: range.period,
      ...(choices.minMax && definition.type === 'line' ? { minMax: true } : {}),
    },
    ...(ignoreCache ? { ignoreCache: true } : {}),
  };
  const settledKey = useSettledValue(JSON.stringify(request), chartLoadDebounceMs);
  const settled = useMemo(() => JSON.parse(settledKey) as ChartDataRequest, [settledKey]);
  const query = useEndpointQuery('chartData', { params: { sn }, body: settled }, { keepPrevious: true });
  useEffect(() => {
    // Spec 8: a chart that fails to load is only logged; the widget shows no data.
    if (query.error) console.error(`chart ${definition.name} failed to load`, query.error);
  }, [query.error, definition.name]);

  const answer = query.error ? undefined : query.data;
  const consentError =
    query.error instanceof ApiError && consentErrorKeys.has(query.error.key) ? query.error : null;
  const label = useCallback((key: string) => meta.screenText(key), [meta]);
  const model = useMemo(() => (answer ? chartModel(answer, choices, label) : null), [answer, choices, label]);
  const fields = useMemo(() => (answer ? chartFields(answer, label) : []), [answer, label]);
  const loading = query.isFetching || settledKey !== JSON.stringify(request);
  const height = Math.max(200, (minHeight ?? 300) - 60);
  const settledEnd = settled.end ?? span.to;
  // Options keep their identity between renders: the wrapper rebuilds the chart when they change.
  const optionsFor = useCallback(
    (chartHeight: number, current: ChartModel) =>
      chartOptions({
        model: current,
        type: definition.type,
        stacked: choices.stacked,
        period: range.period,
        window: { from: settled.start, to: settledEnd },
        texts,
        height: chartHeight,
        now,
      }),
    [definition.type, choices.stacked, range.period, settled.start, settledEnd, texts, now],
  );
  const cardOptions = useMemo(() => model && optionsFor(height, model), [optionsFor, height, model]);
  const zoomOptions = useMemo(
    () => (zoomed && model ? optionsFor(zoomHeight(), model) : null),
    [optionsFor, zoomed, model],
  );
  const table = model ? chartTable(model, intl.formatMessage({ id: 'mf.dashboard.chart.time' })) : null;
  const chartLabel = meta.screenText(definition.label) || title;

  const copy = async () => {
    if (!model || !table) return;
    try {
      await navigator.clipboard.writeText(clipboardText(table, model, intl.locale));
      showToast({
        variant: 'success',
        title: chartLabel,
        body: intl.formatMessage({ id: 'mf.dashboard.chart.copied' }),
      });
    } catch (error) {
      console.error('copy failed', error);
      showToast({
        variant: 'warning',
        title: chartLabel,
        body: intl.formatMessage({ id: 'mf.dashboard.chart.copyFailed' }),
      });
    }
  };
  const exportAs = async (kind: 'csv' | 'xlsx') => {
    if (!model || !table) return;
    const fileName = exportFileName(sn, definition.name, range, kind);
    if (kind === 'csv') {
      // The byte-order mark makes Excel read the file as UTF-8 (umlauts, °C).
      download(
        new Blob(['\ufeff', csvText(table, model, intl.locale)], { type: 'text/csv;charset=utf-8' }),
        fileName,
      );
    } else {
      download(await workbookBlob(table, model, chartLabel), fileName);
    }
  };

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

  const toolbar = (
    <div
      className="mfd-chart-toolbar d-flex flex-wrap align-items-center gap-2"
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'mf.dashboard.chart.toolbar' })}
    >
      <ChartOptionsMenu
        definition={definition}
        choices={choices}
        onChange={setChoices}
        fields={fields}
        powerFields={answer ? hasPowerField(answer) : false}
        raw={!answer || answer.resolution === 'raw'}
      />
      {onPeriod ? (
        <RadioChoice
          name={`${choiceId}-period`}
          label={intl.formatMessage({ id: 'mf.dashboard.datePicker.periods' })}
          value={range.period}
          options={chartPeriods.map((option) => ({
            value: option,
            label: intl.formatMessage({ id: `mf.dashboard.datePicker.period.${option}` }),
          }))}
          onChange={onPeriod}
        />
      ) : null}
      <span className="ms-auto" />
      <RadioChoice
        name={`${choiceId}-view`}
        label={intl.formatMessage({ id: 'mf.dashboard.chart.view' })}
        value={view}
        options={[
          {
            value: 'chart',
            label: intl.formatMessage({ id: 'mf.dashboard.chart.showChart' }),
            icon: 'bi-graph-up',
          },
          {
            value: 'table',
            label: intl.formatMessage({ id: 'mf.dashboard.chart.showTable' }),
            icon: 'bi-table',
          },
        ]}
        onChange={setView}
      />
      {view === 'table' && (
        <Button size="sm" variant="outline-secondary" onClick={() => void copy()} disabled={empty}>
          <i className="bi bi-clipboard me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.chart.copy" />
        </Button>
      )}
      <Dropdown as={ButtonGroup} size="sm">
        <Dropdown.Toggle variant="outline-secondary" disabled={empty}>
          <i className="bi bi-download me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.chart.export" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button" onClick={() => void exportAs('csv')}>
            <FormattedMessage id="mf.dashboard.chart.exportCsv" />
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => void exportAs('xlsx')}>
            <FormattedMessage id="mf.dashboard.chart.exportExcel" />
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => setZoomed(true)}
        aria-label={intl.formatMessage({ id: 'mf.dashboard.chart.zoom' }) + ': ' + chartLabel}
      >
        <i className="bi bi-arrows-fullscreen" aria-hidden />
      </Button>
    </div>
  );

  if (consentError) {
    return <ChartConsentNotice sn={sn} text={consentError.message} minHeight={minHeight} />;
  }

  return (
    <div className="mfd-chart d-flex flex-column gap-2 flex-grow-1">
      {toolbar}
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

interface OptionsMenuProps {
  definition: ChartDefinition;
  choices: ChartChoices;
  onChange: (choices: ChartChoices) => void;
  fields: { field: string; label: string }[];
  powerFields: boolean;
  /** Raw samples (or no answer yet): no extremes to draw. */
  raw: boolean;
}

/** The chart's option selectors: stacked (bars), kW (power), and which series to show. */
function ChartOptionsMenu({ definition, choices, onChange, fields, powerFields, raw }: OptionsMenuProps) {
  const intl = useIntl();
  const stackable = definition.type === 'bar';
  const scalable = definition.options.kw !== undefined || powerFields;
  const banded = definition.type === 'line' && !raw;
  if (!stackable && !scalable && !banded && fields.length < 2) return null;
  const toggleField = (field: string, shown: boolean) =>
    onChange({
      ...choices,
      hidden: shown ? choices.hidden.filter((one) => one !== field) : [...choices.hidden, field],
    });
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle size="sm" variant="outline-secondary">
        <i className="bi bi-sliders me-1" aria-hidden />
        <FormattedMessage id="mf.dashboard.chart.options" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="mfd-chart-options p-2">
        {stackable && (
          <Form.Check
            type="switch"
            id={`${definition.name}-stacked`}
            label={intl.formatMessage({ id: 'mf.dashboard.chart.stacked' })}
            checked={choices.stacked}
            onChange={(event) => onChange({ ...choices, stacked: event.target.checked })}
          />
        )}
        {scalable && (
          <Form.Check
            type="switch"
            id={`${definition.name}-kw`}
            label={intl.formatMessage({ id: 'mf.dashboard.chart.kw' })}
            checked={choices.kw}
            onChange={(event) => onChange({ ...choices, kw: event.target.checked })}
          />
        )}
        {banded && (
          <Form.Check
            type="switch"
            id={`${definition.name}-minmax`}
            label={intl.formatMessage({ id: 'mf.dashboard.chart.minMax' })}
            checked={choices.minMax}
            onChange={(event) => onChange({ ...choices, minMax: event.target.checked })}
          />
        )}
        {fields.length > 1 && (
          <fieldset className="mt-2">
            <legend className="small text-body-secondary mb-1">
              <FormattedMessage id="mf.dashboard.chart.fields" />
            </legend>
            {fields.map(({ field, label }) => (
              <Form.Check
                key={field}
                type="checkbox"
                id={`${definition.name}-${field}`}
                label={label}
                checked={!choices.hidden.includes(field)}
                onChange={(event) => toggleField(field, event.target.checked)}
              />
            ))}
          </fieldset>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
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
    <div className="mfd-chart-table table-responsive" style={{ maxHeight: height }}>
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
    </div>
  );
}
