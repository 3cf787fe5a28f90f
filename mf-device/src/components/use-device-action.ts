import { useState } from 'react';
import { useFailureText } from './device-error.js';
import { runDeviceAction } from './device-menu.js';
import { apiFieldErrors, type FieldErrors } from './field-errors.js';
import type { Outcome } from './outcome-alert.js';

/**
 * One action of the menu at a time: busy while it runs, then its outcome — what `judge` makes of
 * the unit's answer, or the failure in the menu's language (through `failure`, e.g. to name the
 * test); a 400's per-field keys go to the form's fields instead. Answers the answer, or undefined.
 */
export function useDeviceAction(sn: string) {
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function run<T>(
    send: () => Promise<T>,
    judge: (answer: T) => Outcome,
    failure: (text: string) => string = (text) => text,
  ): Promise<T | undefined> {
    setBusy(true);
    setOutcome(null);
    setErrors({});
    try {
      const answer = await runDeviceAction(sn, send);
      setOutcome(judge(answer));
      return answer;
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setOutcome({ success: false, text: failure(failureText(error)) });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, outcome, setOutcome, errors, setErrors, run };
}
