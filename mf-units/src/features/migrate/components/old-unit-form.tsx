import { useState } from 'react';
import Row from 'react-bootstrap/Row';
import { UnitsText } from '../../../components/units-text.js';
import { TextField } from '@portal/web-kit';
import { useMigrationForm } from '../hooks/use-migration-form.js';
import { oldUnitMigrationSchema } from '../migrate-forms.js';
import { MigrationForm } from './migration-form.js';

const fields = ['seriennummer', 'password'] as const;

/** An old unit joins the operator's account with its serial and the unit password (operators only). */
export function OldUnitForm({ onDone }: { onDone: (sn: string) => void }) {
  const [seriennummer, setSeriennummer] = useState('');
  const [password, setPassword] = useState('');
  const form = useMigrationForm({
    fields,
    check: () => oldUnitMigrationSchema.safeParse({ seriennummer, password }),
    serialOf: (body) => body.seriennummer,
    onDone,
  });

  const changed = (field: (typeof fields)[number], set: (value: string) => void) => (value: string) => {
    set(value);
    form.edited(field);
  };

  return (
    <MigrationForm
      intro="migrate.oldUnit.intro"
      submitText="migrate.oldUnit.submit"
      failure={form.failure}
      busy={form.busy}
      submitDisabled={!seriennummer.trim() || !password}
      onSubmit={form.submit}
    >
      <Row className="g-3">
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.oldUnit.serial" />}
            value={seriennummer}
            onChange={changed('seriennummer', setSeriennummer)}
            error={form.errors['seriennummer']}
            inputMode="numeric"
            autoComplete="off"
            disabled={form.busy}
            required
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={<UnitsText id="migrate.oldUnit.password" />}
            type="password"
            value={password}
            onChange={changed('password', setPassword)}
            error={form.errors['password']}
            autoComplete="off"
            disabled={form.busy}
            required
            help={<UnitsText id="migrate.oldUnit.passwordHelp" />}
          />
        </div>
      </Row>
    </MigrationForm>
  );
}
