import type { EndpointName } from '@portal/contracts';
import { type AnswerOf, type Endpoints, type MutationVariables, useEndpointMutation } from '@portal/web-kit';
import { useState } from 'react';
import { useFailureText } from './device-error.js';
import { runDeviceAction } from './device-menu.js';
import { apiFieldErrors, type FieldErrors } from './field-errors.js';
import type { Outcome } from './outcome-alert.js';

/**
 * One action of the menu at a time, a write to `name`: busy while it runs, then its outcome — what
 * `judge` makes of the unit's answer, or the failure in the menu's language (through `failure`, e.g.
 * to name the test); a 400's per-field keys go to the form's fields instead. Answers the answer, or
 * undefined.
 */
export function useDeviceAction<N extends EndpointName>(name: N, sn: string) {
  const failureText = useFailureText();
  const action = useEndpointMutation(name);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function run(
    variables: MutationVariables<N>,
    judge: (answer: AnswerOf<Endpoints[N]>) => Outcome,
    failure: (text: string) => string = (text) => text,
  ): Promise<AnswerOf<Endpoints[N]> | undefined> {
    setOutcome(null);
    setErrors({});
    try {
      const answer = await runDeviceAction(sn, () => action.mutateAsync(variables));
      setOutcome(judge(answer));
      return answer;
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setOutcome({ success: false, text: failure(failureText(error)) });
      return undefined;
    }
  }

  return { busy: action.isPending, outcome, setOutcome, errors, setErrors, run };
}
