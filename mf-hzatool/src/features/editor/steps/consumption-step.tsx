import { type HzaConsumption, hzaConsumptionSources, hzaFuelMethods } from '@portal/contracts';
import { useEndpointQuery, useErrorText } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceField } from '../../../components/choice-field.js';
import { NumberField } from '../../../components/number-field.js';
import type { StepProps } from '../editor-state.js';
import { useSettledBody } from '../hooks/use-live-check.js';
import { ConsumptionFeedback } from './consumption-feedback.js';
import { ModuleCounters } from './module-counters.js';

type ModuleHours = NonNullable<HzaConsumption['modules']>[number];

/** Step 5: the year's fuel (hours, gas meter or litres / kg), electricity, heat and auxiliary energy. */
export function ConsumptionStep({ init, application, update, readOnly, unsaved }: StepProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const plant = application.plant ?? {};
  const consumption: HzaConsumption = application.consumption ?? {};
  const serials = (plant.modules ?? []).map((module) => module.serial);
  /** The plant's modules' hours in `saved`, each module's own entry or an empty one. */
  const modulesOf = (saved: HzaConsumption | undefined): ModuleHours[] =>
    serials.map((serial) => saved?.modules?.find((entry) => entry.serial === serial) ?? { serial });
  const modules = modulesOf(consumption);
  const set = (patch: Partial<HzaConsumption>) => update('consumption', patch);
  const setModule = (serial: string, patch: Partial<ModuleHours>) =>
    update('consumption', (current) => ({
      modules: modulesOf(current).map((entry) => (entry.serial === serial ? { ...entry, ...patch } : entry)),
    }));

  const body = useSettledBody({
    anlageId: init.plant.anlageId,
    year: init.year,
    plant,
    consumption: { ...consumption, modules },
  });
  const check = useEndpointQuery('hzatoolVerbrauch', { body }, { keepPrevious: true });
  const issues = check.data?.issues ?? [];
  const issueAt = (path: string) => issues.find((issue) => issue.field === `consumption.${path}`);
  /** A field the contract refuses (not stored); a module's by its serial, as its list may differ. */
  const refusedAt = (path: string) => {
    const inModule = /^modules\.(\d+)\.(.+)$/.exec(path);
    if (!inModule) return unsaved[`consumption.${path}`];
    const at = (consumption.modules ?? []).findIndex(
      (entry) => entry.serial === serials[Number(inModule[1])],
    );
    return at < 0 ? undefined : unsaved[`consumption.modules.${at}.${inModule[2]}`];
  };
  const errorAt = (path: string) => {
    const issue = issueAt(path);
    return issue?.severity === 'error' ? issue.key : refusedAt(path);
  };
  const warningAt = (path: string) => {
    const issue = issueAt(path);
    return issue?.severity === 'warning' ? issue.key : undefined;
  };
  const number = (
    name:
      | 'gasCubicMetres'
      | 'zustandszahl'
      | 'brennwert'
      | 'quantity'
      | 'electricityKWh'
      | 'usefulHeatKWh'
      | 'auxiliaryKWh',
    unit: string,
    max?: number,
  ) => (
    <NumberField
      label={<FormattedMessage id={`mf.hzatool.consumption.${name}`} />}
      unit={unit}
      max={max}
      value={consumption[name]}
      onChange={(value) => set({ [name]: value })}
      error={errorAt(name)}
      warning={warningAt(name)}
      readOnly={readOnly}
    />
  );
  const quantityUnit = plant.fuel === 'lpg' ? 'kg' : 'l';

  return (
    <div className="d-flex flex-column gap-4">
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
