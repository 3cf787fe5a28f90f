import { externUnitTypes, productNameFor } from '@portal/contracts';
import { type FormEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import { type FieldErrors, fieldErrorsOf } from '../../../components/field-errors.js';
import { TextField, useAtomValue } from '@portal/web-kit';
import { appInfoAtom, formatSerial, useErrorText } from '@portal/web-kit';
import { useMigrate } from '../hooks/use-migrate.js';
import { externUnitMigrationSchema, externUnitReady } from '../migrate-forms.js';
import { MigrateFailure } from './migrate-failure.js';
import { SubmitButton } from './submit-button.js';

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
  const text = useUnitsText();
  const errorText = useErrorText();
  const skin = useAtomValue(appInfoAtom)?.skin ?? '';
  const ids = useId();
  const migrate = useMigrate(fields);
  const [form, setForm] = useState<Record<ExternField, string>>({
    serial: fixedSerial ?? '',
    plz: '',
    type: externUnitTypes[0],
    ibDate: '',
  });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = { ...migrate.serverErrors, ...clientErrors };

  const change = (field: ExternField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    migrate.clearServerError(field);
    setClientErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = externUnitMigrationSchema.safeParse({ ...form, extern: true });
    if (!parsed.success) {
      setClientErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setClientErrors({});
    const sn = await migrate.submit(parsed.data);
    if (sn !== undefined) onDone(sn || parsed.data.serial);
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="d-flex flex-column gap-3">
      <p className="text-body-secondary mb-0">
        <UnitsText id="migrate.extern.intro" />
      </p>
      <MigrateFailure message={migrate.failure} />
      <Row className="g-3">
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.extern.serial" />}
            value={fixedSerial !== undefined ? formatSerial(form.serial) : form.serial}
            onChange={change('serial')}
            error={errors['serial']}
            readOnly={fixedSerial !== undefined}
            help={fixedSerial !== undefined ? <UnitsText id="migrate.extern.serialFixed" /> : undefined}
            autoComplete="off"
            disabled={migrate.busy}
            required
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.extern.plz" />}
            value={form.plz}
            onChange={change('plz')}
            error={errors['plz']}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            disabled={migrate.busy}
            required
          />
        </div>
        <div className="col-md-6">
          <Form.Group controlId={`${ids}-type`}>
            <Form.Label>
              <UnitsText id="migrate.extern.type" />
              <span aria-hidden="true"> *</span>
            </Form.Label>
            <Form.Select
              value={form.type}
              onChange={(event) => change('type')(event.target.value)}
              isInvalid={errors['type'] !== undefined}
              aria-describedby={`${ids}-type-error`}
              disabled={migrate.busy}
            >
              {externUnitTypes.map((type) => (
                <option key={type} value={type}>
                  {/* The models as the skin sells them (issue 40, 40). */}
                  {productNameFor(skin, text(`migrate.extern.type.${type}`))}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id={`${ids}-type-error`}>
              {errors['type'] ? errorText(errors['type']) : null}
            </Form.Control.Feedback>
          </Form.Group>
        </div>
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.extern.ibDate" />}
            type="date"
            max={today()}
            value={form.ibDate}
            onChange={change('ibDate')}
            error={errors['ibDate']}
            disabled={migrate.busy}
            required
          />
        </div>
      </Row>
      <div>
        <SubmitButton busy={migrate.busy} disabled={!externUnitReady(form.serial, form.plz)}>
          <UnitsText id="migrate.extern.submit" />
        </SubmitButton>
      </div>
    </Form>
  );
}
