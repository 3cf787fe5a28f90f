import { hzaConsumptionSources, hzaFuelMethods } from '@portal/contracts';
import { useErrorText } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceField } from '../../../components/choice-field.js';
import { NumberField } from '../../../components/number-field.js';
import type { StepProps } from '../editor-state.js';
import { type ConsumptionForm, useConsumption } from '../hooks/use-consumption.js';
import { ConsumptionFeedback } from './consumption-feedback.js';
import { ModuleCounters } from './module-counters.js';

/** Step 5: the year's fuel (hours, gas meter or litres / kg), electricity, heat and auxiliary energy. */
export function ConsumptionStep(props: StepProps) {
  const { init, readOnly } = props;
  const errorText = useErrorText();
  const form = useConsumption(props);
  const { plant, consumption, modules, setModule, check, errorAt } = form;
  const number = (name: NumberName, unit: string, max?: number) => (
    <ConsumptionNumber form={form} name={name} unit={unit} max={max} readOnly={readOnly} />
  );
  const quantityUnit = plant.fuel === 'lpg' ? 'kg' : 'l';

  return (
    <div className="d-flex flex-column gap-4">
      <SourceAndMethod form={form} readOnly={readOnly} />
      {modules.map((module, index) => (
        <ModuleCounters
          key={module.serial}
          module={module}
          year={init.year}
          hours={check.data?.modules.find((entry) => entry.serial === module.serial)?.hours ?? null}
          errorAt={(field) => errorAt(`modules.${index}.${field}`)}
          onChange={(patch) => setModule(module.serial, patch)}
          readOnly={readOnly}
        />
      ))}
      {consumption.method === 'gasMeter' ? (
        <fieldset>
          <legend className="fs-6 fw-semibold">
            <FormattedMessage id="mf.hzatool.consumption.gasMeter" />
          </legend>
          <div className="row g-3">
            <div className="col-12 col-md-4">{number('gasCubicMetres', 'm³')}</div>
            <div className="col-12 col-sm-6 col-md-4">{number('zustandszahl', '×', 2)}</div>
            <div className="col-12 col-sm-6 col-md-4">{number('brennwert', 'kWh/m³', 20)}</div>
          </div>
        </fieldset>
      ) : null}
      {consumption.method === 'quantity' ? (
        <div className="col-12 col-md-4">{number('quantity', quantityUnit)}</div>
      ) : null}
      <fieldset>
        <legend className="fs-6 fw-semibold">
          <FormattedMessage id="mf.hzatool.consumption.energy" />
        </legend>
        <div className="row g-3">
          <div className="col-12 col-md-4">{number('electricityKWh', 'kWh')}</div>
          <div className="col-12 col-md-4">{number('usefulHeatKWh', 'kWh')}</div>
          <div className="col-12 col-md-4">{number('auxiliaryKWh', 'kWh')}</div>
        </div>
      </fieldset>
      {check.isError ? (
        <Alert variant="danger" className="mb-0">
          {errorText('hzatool.loadfailed')}
        </Alert>
      ) : check.data ? (
        <ConsumptionFeedback answer={check.data} />
      ) : null}
    </div>
  );
}

type NumberName =
  | 'gasCubicMetres'
  | 'zustandszahl'
  | 'brennwert'
  | 'quantity'
  | 'electricityKWh'
  | 'usefulHeatKWh'
  | 'auxiliaryKWh';

/** One of the section's figures, with the live check's error or warning at it. */
function ConsumptionNumber(props: {
  form: ConsumptionForm;
  name: NumberName;
  unit: string;
  max: number | undefined;
  readOnly: boolean;
}) {
  const { form, name } = props;
  return (
    <NumberField
      label={<FormattedMessage id={`mf.hzatool.consumption.${name}`} />}
      unit={props.unit}
      max={props.max}
      value={form.consumption[name]}
      onChange={(value) => form.set({ [name]: value })}
      error={form.errorAt(name)}
      warning={form.warningAt(name)}
      readOnly={props.readOnly}
    />
  );
}

/** Where the figures come from, and how the fuel is measured (which decides the fields below). */
function SourceAndMethod({
  form: { consumption, set },
  readOnly,
}: {
  form: ConsumptionForm;
  readOnly: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <ChoiceField
          label={<FormattedMessage id="mf.hzatool.consumption.source" />}
          value={consumption.source}
          options={hzaConsumptionSources.map((source) => ({
            value: source,
            label: intl.formatMessage({ id: `mf.hzatool.source.${source}` }),
          }))}
          onChange={(source) => set({ source })}
          placeholder={intl.formatMessage({ id: 'mf.hzatool.choose' })}
          readOnly={readOnly}
        />
      </div>
      <div className="col-12 col-md-6">
        <ChoiceField
          label={<FormattedMessage id="mf.hzatool.consumption.method" />}
          value={consumption.method}
          options={hzaFuelMethods.map((method) => ({
            value: method,
            label: intl.formatMessage({ id: `mf.hzatool.method.${method}` }),
          }))}
          onChange={(method) => set({ method })}
          placeholder={intl.formatMessage({ id: 'mf.hzatool.choose' })}
          readOnly={readOnly}
        />
      </div>
    </div>
  );
}
