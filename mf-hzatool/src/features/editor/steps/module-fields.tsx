import { type HzaModule, hzaModelIds } from '@portal/contracts';
import { dachsModels } from '@portal/energy-tax';
import { formatSerial } from '@portal/web-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceField } from '../../../components/choice-field.js';
import { NumberField } from '../../../components/number-field.js';
import { TextField } from '../../../components/text-field.js';

/** One CHP module's data for the first application (§99a(4) EnergieStV). */
export function ModuleFields({
  module,
  onChange,
  readOnly,
}: {
  module: HzaModule;
  onChange: (patch: Partial<HzaModule>) => void;
  readOnly: boolean;
}) {
  const intl = useIntl();
  return (
    <fieldset className="border rounded p-3">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">
        <FormattedMessage id="mf.hzatool.plant.module" values={{ serial: formatSerial(module.serial) }} />
      </legend>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <TextField
            label={<FormattedMessage id="mf.hzatool.plant.manufacturer" />}
            value={module.manufacturer}
            onChange={(manufacturer) => onChange({ manufacturer })}
            maxLength={80}
            readOnly={readOnly}
          />
        </div>
        <div className="col-12 col-md-6">
          <ChoiceField
            label={<FormattedMessage id="mf.hzatool.plant.model" />}
            value={module.model}
            options={hzaModelIds.map((model) => ({ value: model, label: dachsModels[model].name }))}
            onChange={(model) => onChange({ model })}
            placeholder={intl.formatMessage({ id: 'mf.hzatool.choose' })}
            readOnly={readOnly}
          />
        </div>
        <div className="col-12 col-sm-6 col-md-4">
          <NumberField
            label={<FormattedMessage id="mf.hzatool.plant.ratedElectric" />}
            unit="kW"
            max={1000}
            value={module.ratedElectricKW}
            onChange={(ratedElectricKW) => onChange({ ratedElectricKW })}
            readOnly={readOnly}
          />
        </div>
        <div className="col-12 col-sm-6 col-md-4">
          <NumberField
            label={<FormattedMessage id="mf.hzatool.plant.ratedThermal" />}
            unit="kW"
            max={1000}
            value={module.ratedThermalKW}
            onChange={(ratedThermalKW) => onChange({ ratedThermalKW })}
            readOnly={readOnly}
          />
        </div>
        <div className="col-12 col-md-4">
          <TextField
            type="date"
            label={<FormattedMessage id="mf.hzatool.plant.commissioned" />}
            value={module.commissioned}
            onChange={(commissioned) => onChange({ commissioned: commissioned || undefined })}
            readOnly={readOnly}
          />
        </div>
      </div>
    </fieldset>
  );
}
