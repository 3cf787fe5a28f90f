import { externUnitTypes, productNameFor } from '@portal/contracts';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import { TextField, useAtomValue } from '@portal/web-kit';
import { appInfoAtom, formatSerial, useErrorText } from '@portal/web-kit';
import { useMigrationForm } from '../hooks/use-migration-form.js';
import { externUnitMigrationSchema, externUnitReady } from '../migrate-forms.js';
import { MigrationForm } from './migration-form.js';

const fields = ['serial', 'plz', 'type', 'ibDate'] as const;

/** Today in the user's time zone, as the date input wants it: commissioning lies in the past. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
type ExternField = (typeof fields)[number];

/**
 * Spec 3 "Extern unit form": a third-party unit with serial, postcode, type and commissioning
 * date. Users of the extern role register under their login, so their serial is fixed.
 */
export function ExternUnitForm({
  fixedSerial,
  onDone,
}: {
  fixedSerial?: string;
  onDone: (sn: string) => void;
}) {
  const [values, setValues] = useState<Record<ExternField, string>>({
    serial: fixedSerial ?? '',
    plz: '',
    type: externUnitTypes[0],
    ibDate: '',
  });
  const form = useMigrationForm({
    fields,
    check: () => externUnitMigrationSchema.safeParse({ ...values, extern: true }),
    serialOf: (body) => body.serial,
    onDone,
  });
  const { errors, busy } = form;

  const change = (field: ExternField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  };

  return (
    <MigrationForm
      intro="migrate.extern.intro"
      submitText="migrate.extern.submit"
      failure={form.failure}
      busy={busy}
      submitDisabled={!externUnitReady(values.serial, values.plz)}
      onSubmit={form.submit}
    >
      <Row className="g-3">
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.extern.serial" />}
            value={fixedSerial !== undefined ? formatSerial(values.serial) : values.serial}
            onChange={change('serial')}
            error={errors['serial']}
            readOnly={fixedSerial !== undefined}
            help={fixedSerial !== undefined ? <UnitsText id="migrate.extern.serialFixed" /> : undefined}
            autoComplete="off"
            disabled={busy}
            required
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.extern.plz" />}
            value={values.plz}
            onChange={change('plz')}
            error={errors['plz']}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            disabled={busy}
            required
          />
        </div>
        <div className="col-md-6">
          <TypeSelect value={values.type} onChange={change('type')} error={errors['type']} disabled={busy} />
        </div>
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.extern.ibDate" />}
            type="date"
            max={today()}
            value={values.ibDate}
            onChange={change('ibDate')}
            error={errors['ibDate']}
            disabled={busy}
            required
          />
        </div>
      </Row>
    </MigrationForm>
  );
}

/** The unit type, its models named as the skin sells them (issue 40, 40). */
function TypeSelect({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const text = useUnitsText();
  const errorText = useErrorText();
  const skin = useAtomValue(appInfoAtom)?.skin ?? '';
  const ids = useId();
  return (
    <Form.Group controlId={`${ids}-type`}>
      <Form.Label>
        <UnitsText id="migrate.extern.type" />
        <span aria-hidden="true"> *</span>
      </Form.Label>
      <Form.Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={error !== undefined}
        aria-describedby={`${ids}-type-error`}
        disabled={disabled}
      >
        {externUnitTypes.map((type) => (
          <option key={type} value={type}>
            {productNameFor(skin, text(`migrate.extern.type.${type}`))}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${ids}-type-error`}>
        {error ? errorText(error) : null}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
