import type { MigrateRequest } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../components/field-errors.js';
import { useMigrate } from './use-migrate.js';

/** A shared schema's safeParse answer, as far as the form reads it. */
type Checked<Body> =
  { success: true; data: Body } | { success: false; error: { issues: Parameters<typeof fieldErrorsOf>[0] } };

/**
 * A migration form whose entries the shared schema checks before they are sent: the schema's and
 * the server's complaints per field (a field's go when it is edited), the refusal, and the submit.
 * `onDone` gets the added serial, or the entered one when the server names none.
 */
export function useMigrationForm<Body extends MigrateRequest>({
  fields,
  check,
  serialOf,
  onDone,
}: {
  fields: readonly string[];
  /** The shared schema's verdict on what is entered now. */
  check: () => Checked<Body>;
  serialOf: (body: Body) => string;
  onDone: (sn: string) => void;
}) {
  const migrate = useMigrate(fields);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = { ...migrate.serverErrors, ...clientErrors };

  /** Call when the user changed a field. */
  const edited = (field: string) => {
    migrate.clearServerError(field);
    setClientErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = check();
    if (!parsed.success) {
      setClientErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setClientErrors({});
    const sn = await migrate.submit(parsed.data);
    if (sn !== undefined) onDone(sn || serialOf(parsed.data));
  }

  return { busy: migrate.busy, failure: migrate.failure, errors, edited, submit };
}
