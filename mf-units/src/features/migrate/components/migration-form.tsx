import type { FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { UnitsText } from '../../../components/units-text.js';
import type { UnitsMessageId } from '../../../components/messages.js';
import { MigrateFailure } from './migrate-failure.js';
import { SubmitButton } from './submit-button.js';

/** The frame of every migration form: its intro, the server's refusal, the fields, the submit button. */
export function MigrationForm({
  intro,
  submitText,
  failure,
  busy,
  submitDisabled,
  onSubmit,
  children,
}: {
  intro: UnitsMessageId;
  submitText: UnitsMessageId;
  failure: string | null;
  busy: boolean;
  submitDisabled: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="d-flex flex-column gap-3">
      <p className="text-body-secondary mb-0">
        <UnitsText id={intro} />
      </p>
      <MigrateFailure message={failure} />
      {children}
      <div>
        <SubmitButton busy={busy} disabled={submitDisabled}>
          <UnitsText id={submitText} />
        </SubmitButton>
      </div>
    </Form>
  );
}
