import type { HzaApplication, HzaProgress, HzaStep } from '@portal/contracts';
import { call, invalidateEndpoint } from '@portal/web-kit';
import { useEffect, useRef, useState } from 'react';
import { storableApplication } from '../editor-state.js';

/** Typing pauses this long before the application is saved; a step change saves at once. */
export const autosaveDelayMs = 800;

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

/**
 * Saves the application as the user edits it (sessionstore), so a reload or another device
 * continues at the stored step. Only the newest save's answer counts.
 */
export function useAutosave(options: {
  anlageId: string;
  year: number;
  step: HzaStep;
  application: HzaApplication;
  enabled: boolean;
  /** Must be stable (a state setter): a new function would save again. */
  onSaved: (progress: HzaProgress) => void;
}): SaveState {
  const { anlageId, year, step, application, enabled, onSaved } = options;
  const [state, setState] = useState<SaveState>('saved');
  const saved = useRef(JSON.stringify({ step, application }));
  const savedStep = useRef(step);
  const latest = useRef(0);

  useEffect(() => {
    const snapshot = JSON.stringify({ step, application });
    if (!enabled || snapshot === saved.current) return;
    const stepChanged = step !== savedStep.current;
    setState('pending');
    const save = async () => {
      const attempt = ++latest.current;
      setState('saving');
      try {
        const { progress } = await call('hzatoolSessionstore', {
          body: { anlageId, year, step, application: storableApplication(application) },
        });
        saved.current = snapshot;
        savedStep.current = step;
        if (attempt !== latest.current) return;
        setState('saved');
        onSaved(progress);
        // The summary and the list show what is saved: both are asked for again.
        void invalidateEndpoint('hzatoolZusammenfassung');
        void invalidateEndpoint('hzatoolStatusmap');
      } catch {
        if (attempt === latest.current) setState('failed');
      }
    };
    const timer = setTimeout(() => void save(), stepChanged ? 0 : autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [anlageId, year, step, application, enabled, onSaved]);

  return state;
}
