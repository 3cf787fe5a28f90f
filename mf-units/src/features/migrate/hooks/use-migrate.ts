import type { MigrateRequest } from '@portal/contracts';
import { refreshSession, useEndpointMutation } from '@portal/web-kit';
import { useState } from 'react';
import { type FieldErrors, messageOf, serverFieldErrors } from '../../../components/field-errors.js';

export interface Migrate {
  busy: boolean;
  /** The server's message when it refused (spec 8: a warning alert with the message). */
  failure: string | null;
  serverErrors: FieldErrors;
  /** Drops the server's complaint about a field once the user changes it. */
  clearServerError: (field: string) => void;
  /** Resolves with the added serial ('' for the e-mail migration), or undefined when refused. */
  submit: (body: MigrateRequest) => Promise<string | undefined>;
}

/** POST /rest/info/migrate with busy state, the refusal message and per-field errors of a form. */
export function useMigrate(fields: readonly string[]): Migrate {
  const migrate = useEndpointMutation('migrate', {
    // A unit was added: the side menu's count changes now, however the success dialog is left
    // (issue 40, 40). A failed refresh leaves the old count until the next page load.
    afterAnswer: (answer) => (answer.sn ? refreshSession().catch(() => undefined) : undefined),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  async function submit(body: MigrateRequest) {
    setFailure(null);
    setServerErrors({});
    try {
      const answer = await migrate.mutateAsync({ body });
      return answer.sn ?? '';
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fields);
      setServerErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(messageOf(error));
      return undefined;
    }
  }

  const clearServerError = (field: string) => {
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  return { busy: migrate.isPending, failure, serverErrors, clearServerError, submit };
}
