import { type FormEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { UnitsText } from '../../../components/units-text.js';
import { type FieldErrors, fieldErrorsOf } from '../../../components/field-errors.js';
import { TextField } from '@portal/web-kit';
import { useMigrate } from '../hooks/use-migrate.js';
import { oldUnitMigrationSchema } from '../migrate-forms.js';
import { MigrateFailure } from './migrate-failure.js';
import { SubmitButton } from './submit-button.js';

const fields = ['seriennummer', 'password'] as const;

/** An old unit joins the operator's account with its serial and the unit password (operators only). */
export function OldUnitForm({ onDone }: { onDone: (sn: string) => void }) {
  const migrate = useMigrate(fields);
  const [seriennummer, setSeriennummer] = useState('');
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = { ...migrate.serverErrors, ...clientErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = oldUnitMigrationSchema.safeParse({ seriennummer, password });
    if (!parsed.success) {
      setClientErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setClientErrors({});
    const sn = await migrate.submit(parsed.data);
    if (sn !== undefined) onDone(sn || parsed.data.seriennummer);
  }

  const changed = (field: (typeof fields)[number], set: (value: string) => void) => (value: string) => {
    set(value);
    migrate.clearServerError(field);
    setClientErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="d-flex flex-column gap-3">
      <p className="text-body-secondary mb-0">
        <UnitsText id="migrate.oldUnit.intro" />
      </p>
      <MigrateFailure message={migrate.failure} />
      <Row className="g-3">
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.oldUnit.serial" />}
            value={seriennummer}
            onChange={changed('seriennummer', setSeriennummer)}
            error={errors['seriennummer']}
            inputMode="numeric"
            autoComplete="off"
            disabled={migrate.busy}
            required
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.oldUnit.password" />}
            type="password"
            value={password}
            onChange={changed('password', setPassword)}
            error={errors['password']}
            autoComplete="off"
            disabled={migrate.busy}
            required
            help={<UnitsText id="migrate.oldUnit.passwordHelp" />}
          />
        </div>
      </Row>
      <div>
        <SubmitButton busy={migrate.busy} disabled={!seriennummer.trim() || !password}>
          <UnitsText id="migrate.oldUnit.submit" />
        </SubmitButton>
      </div>
    </Form>
  );
}
