import { type HzaModule, hzaFuelTypes } from '@portal/contracts';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceField } from '../../../components/choice-field.js';
import type { StepProps } from '../editor-state.js';
import { ModuleFields } from './module-fields.js';

/** Step 3: the plant's fuel, its modules (a cascade is one plant) and the high-efficiency proof. */
export function PlantStep({ application, update, readOnly }: StepProps) {
  const intl = useIntl();
  const plant = application.plant ?? {};
  const modules = plant.modules ?? [];
  const setModule = (index: number, patch: Partial<HzaModule>) =>
    update('plant', {
      modules: modules.map((module, at) => (at === index ? { ...module, ...patch } : module)),
    });

  return (
    <div className="d-flex flex-column gap-4">
      <div className="col-12 col-md-6">
        <ChoiceField
          label={<FormattedMessage id="mf.hzatool.plant.fuel" />}
          value={plant.fuel}
          options={hzaFuelTypes.map((fuel) => ({
            value: fuel,
            label: intl.formatMessage({ id: `mf.hzatool.fuel.${fuel}` }),
          }))}
          onChange={(fuel) => update('plant', { fuel })}
          placeholder={intl.formatMessage({ id: 'mf.hzatool.choose' })}
          readOnly={readOnly}
        />
      </div>
      {modules.length === 0 ? (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="mf.hzatool.plant.noModules" />
        </p>
      ) : (
        modules.map((module, index) => (
          <ModuleFields
            key={module.serial}
            module={module}
            onChange={(patch) => setModule(index, patch)}
            readOnly={readOnly}
          />
        ))
      )}
      <Form.Check
        id="mfh-high-efficiency"
        checked={plant.highEfficiencyProven === true}
        disabled={readOnly}
        onChange={(event) => update('plant', { highEfficiencyProven: event.target.checked })}
        label={intl.formatMessage({ id: 'mf.hzatool.plant.highEfficiency' })}
      />
    </div>
  );
}
