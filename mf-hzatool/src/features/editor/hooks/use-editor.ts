import { type HzaApplication, type HzaInitResponse, type HzaStep, hzaSteps } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { type StepProps, type Update, startingApplication } from '../editor-state.js';
import { splitStorable } from '../storable.js';
import { useAutosave } from './use-autosave.js';

/**
 * The editor's state: the application as edited, the open step and the saved progress. Moving on
 * (`goTo` a later step) is held while entries are refused or the save failed, never silently
 * (issue 40, 29); `held` says a move was held.
 */
export function useEditor(init: HzaInitResponse) {
  const [application, setApplication] = useState<HzaApplication>(() => startingApplication(init));
  const [step, setStep] = useState<HzaStep>(init.progress.step);
  const [progress, setProgress] = useState(init.progress);
  const readOnly = !init.editable;
  const { stored, unsaved } = useMemo(() => splitStorable(application), [application]);
  const { state: saveState, retry } = useAutosave({
    anlageId: init.plant.anlageId,
    year: init.year,
    step,
    application: stored,
    enabled: init.editable,
    onSaved: setProgress,
  });
  const blocked: 'invalid' | 'failed' | null = readOnly
    ? null
    : unsaved.length > 0
      ? 'invalid'
      : saveState === 'failed'
        ? 'failed'
        : null;
  const [held, setHeld] = useState(false);

  const update: Update = useCallback(
    (section, patch) =>
      setApplication((current) => ({
        ...current,
        [section]: {
          ...current[section],
          ...(typeof patch === 'function' ? patch(current[section]) : patch),
        },
      })),
    [],
  );
  const index = hzaSteps.indexOf(step);
  const goTo = (next: HzaStep) => {
    if (blocked && hzaSteps.indexOf(next) > index) {
      setHeld(true);
      if (blocked === 'failed') retry();
      return;
    }
    setHeld(false);
    setStep(next);
    document.getElementById('mfh-step-heading')?.focus();
  };
  const fieldErrors = useMemo(
    () => Object.fromEntries(unsaved.map(({ field, key }) => [field, key])),
    [unsaved],
  );
  const stepProps: StepProps = { init, application, update, readOnly, unsaved: fieldErrors };

  return { step, index, goTo, held, blocked, progress, saveState, unsaved, readOnly, stepProps };
}
