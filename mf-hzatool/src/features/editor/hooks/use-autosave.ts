import type { HzaApplication, HzaProgress, HzaStep } from '@portal/contracts';
import { invalidateEndpoint, useEndpointMutation } from '@portal/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the application is saved; a step change saves at once. */
export const autosaveDelayMs = 800;

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

/**
 * Saves the application as the user edits it (sessionstore), so a reload or another device
 * continues at the stored step. Only the newest save's answer counts. The state is 'pending' in the
 * very render that changed something, so what shows stored data (the summary) waits for the save.
 * `retry` saves again after a failure (nothing changed, so nothing else would).
 */
export function useAutosave(options: {
  anlageId: string;
  year: number;
  step: HzaStep;
  /** What the contract accepts of the application (splitStorable): a refused field never fails it. */
  application: HzaApplication;
  enabled: boolean;
  /** Must be stable (a state setter): a new function would save again. */
  onSaved: (progress: HzaProgress) => void;
}): { state: SaveState; retry: () => void } {
  const { anlageId, year, step, application, enabled, onSaved } = options;
  const snapshot = JSON.stringify({ step, application });
  const [savedSnapshot, setSavedSnapshot] = useState(snapshot);
  const savedStep = useRef(step);
  const [attempts, setAttempts] = useState(0);
  // The write's state and its per-save callbacks are those of the newest save only.
  const { mutate, isPending, isError } = useEndpointMutation('hzatoolSessionstore', {
    afterAnswer: (_answer, { body }) => {
      savedStep.current = body.step;
    },
  });

  useEffect(() => {
    if (!enabled || snapshot === savedSnapshot) return;
    const stepChanged = step !== savedStep.current;
    const save = () =>
      mutate(
        { body: { anlageId, year, step, application } },
        {
          onSuccess: ({ progress }) => {
            setSavedSnapshot(snapshot);
            onSaved(progress);
            // The summary and the list show what is saved: both are asked for again.
            void invalidateEndpoint('hzatoolZusammenfassung');
            void invalidateEndpoint('hzatoolStatusmap');
          },
        },
      );
    const timer = setTimeout(save, stepChanged ? 0 : autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [anlageId, year, step, application, enabled, onSaved, snapshot, savedSnapshot, attempts, mutate]);

  const retry = useCallback(() => setAttempts((count) => count + 1), []);
  if (!enabled || snapshot === savedSnapshot) return { state: 'saved', retry };
  return { state: isPending ? 'saving' : isError ? 'failed' : 'pending', retry };
}
