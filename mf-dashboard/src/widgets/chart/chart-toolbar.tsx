import type { ChartDataResponse } from '@portal/contracts';
import type { ChartDefinition } from '@portal/unit-catalog';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ChartPeriod, chartPeriods } from '../date-picker/chart-range.js';
import { type ChartChoices, hasPowerField } from './chart-model.js';
import { RadioChoice } from './radio-choice.js';

export type ChartView = 'chart' | 'table';

interface ToolbarProps {
  definition: ChartDefinition;
  choices: ChartChoices;
  onChoices: (choices: ChartChoices) => void;
  fields: { field: string; label: string }[];
  answer: ChartDataResponse | undefined;
  period: ChartPeriod;
  /** Set where the widget picks its own period (no page date picker). */
  onPeriod: ((period: ChartPeriod) => void) | undefined;
  view: ChartView;
  onView: (view: ChartView) => void;
  /** Nothing to copy or export. */
  empty: boolean;
  onCopy: () => void;
  onExport: (kind: 'csv' | 'xlsx') => void;
  onZoom: () => void;
  chartLabel: string;
}

/** The chart's toolbar: options, its own period, chart or table, copy, export and zoom. */
export function ChartToolbar(props: ToolbarProps) {
  const { definition, choices, answer, period, onPeriod, view, empty, chartLabel } = props;
  const intl = useIntl();
  const choiceId = useId();
  return (
    <div
      className="mfd-chart-toolbar d-flex flex-wrap align-items-center gap-2"
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'mf.dashboard.chart.toolbar' })}
    >
      <ChartOptionsMenu
        definition={definition}
        choices={choices}
        onChange={props.onChoices}
        fields={props.fields}
        powerFields={answer ? hasPowerField(answer) : false}
        raw={!answer || answer.resolution === 'raw'}
      />
      {onPeriod ? (
        <RadioChoice
          name={`${choiceId}-period`}
          label={intl.formatMessage({ id: 'mf.dashboard.datePicker.periods' })}
          value={period}
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
        onChange={props.onView}
      />
      {view === 'table' && (
        <Button size="sm" variant="outline-secondary" onClick={props.onCopy} disabled={empty}>
          <i className="bi bi-clipboard me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.chart.copy" />
        </Button>
      )}
      <ExportMenu disabled={empty} onExport={props.onExport} />
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={props.onZoom}
        aria-label={intl.formatMessage({ id: 'mf.dashboard.chart.zoom' }) + ': ' + chartLabel}
      >
        <i className="bi bi-arrows-fullscreen" aria-hidden />
      </Button>
    </div>
  );
}

function ExportMenu({ disabled, onExport }: { disabled: boolean; onExport: (kind: 'csv' | 'xlsx') => void }) {
  return (
    <Dropdown as={ButtonGroup} size="sm">
      <Dropdown.Toggle variant="outline-secondary" disabled={disabled}>
        <i className="bi bi-download me-1" aria-hidden />
        <FormattedMessage id="mf.dashboard.chart.export" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={() => onExport('csv')}>
          <FormattedMessage id="mf.dashboard.chart.exportCsv" />
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => onExport('xlsx')}>
          <FormattedMessage id="mf.dashboard.chart.exportExcel" />
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
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
