import { emailField } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { UnitsText } from '../../../components/units-text.js';
import { TextField } from '@portal/web-kit';
import { useMigrate } from '../hooks/use-migrate.js';
import { emailMigrationReady, emailMigrationSchema } from '../migrate-forms.js';
import { MigrationForm } from './migration-form.js';

const fields = ['email', 'emailRepeat'] as const;
const normalised = (email: string) => email.trim().toLowerCase();

/** The legacy operator's e-mail, entered twice; the account moves over to it. */
export function EmailMigrationForm({ onDone }: { onDone: () => void }) {
  const migrate = useMigrate(fields);
  const [email, setEmail] = useState('');
  const [emailRepeat, setEmailRepeat] = useState('');
  const [emailLeft, setEmailLeft] = useState(false);
  const ready = emailMigrationReady(email, emailRepeat);
  const emailError =
    migrate.serverErrors['email'] ??
    (emailLeft && email.trim() && !emailField.safeParse(email).success ? 'login.emailinvalid' : undefined);
  // The mismatch is pointed out once the repetition is at least as long as the address.
  const repeatError =
    migrate.serverErrors['emailRepeat'] ??
    (emailRepeat.trim().length >= email.trim().length &&
    normalised(emailRepeat) &&
    normalised(emailRepeat) !== normalised(email)
      ? 'login.error.emaildiffer'
      : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailMigrationSchema.safeParse({ email, emailRepeat });
    if (!parsed.success) return;
    if ((await migrate.submit(parsed.data)) !== undefined) onDone();
  }

  return (
    <MigrationForm
      intro="migrate.email.intro"
      submitText="migrate.email.submit"
      failure={migrate.failure}
      busy={migrate.busy}
      submitDisabled={!ready}
      onSubmit={submit}
    >
      <TextField
        label={<UnitsText id="migrate.email.email" />}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          migrate.clearServerError('email');
        }}
        onBlur={() => setEmailLeft(true)}
        error={emailError}
        disabled={migrate.busy}
        required
      />
      <TextField
        label={<UnitsText id="migrate.email.repeat" />}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={emailRepeat}
        onChange={(value) => {
          setEmailRepeat(value);
          migrate.clearServerError('emailRepeat');
        }}
        error={repeatError}
        disabled={migrate.busy}
        required
      />
    </MigrationForm>
  );
}
