import { type HzaApplication, type HzaInitResponse, type HzaStep, hzaSteps } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { HzaStatusBadge } from '../../../components/hza-status-badge.js';
import { type StepProps, type Update, startingApplication } from '../editor-state.js';
import { useAutosave } from '../hooks/use-autosave.js';
import { AfaStep } from '../steps/afa-step.js';
import { ApplicantStep } from '../steps/applicant-step.js';
import { ConsumptionStep } from '../steps/consumption-step.js';
import { OfficeStep } from '../steps/office-step.js';
import { PlantStep } from '../steps/plant-step.js';
import { SummaryStep } from '../steps/summary-step.js';
import { splitStorable } from '../storable.js';
import { SaveIndicator } from './save-indicator.js';
import { StepProgress } from './step-progress.js';
import { UnsavedNotice } from './unsaved-notice.js';
import { YearNotices } from './year-notices.js';

/** The editor of one plant and year: its steps, saved as the user goes. */
export function EditorForm({ init }: { init: HzaInitResponse }) {
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
  // Moving on is held while entries are refused or the save failed, never silently (issue 40, 29).
  const blocked = readOnly ? null : unsaved.length > 0 ? 'invalid' : saveState === 'failed' ? 'failed' : null;
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
  const props: StepProps = { init, application, update, readOnly, unsaved: fieldErrors };

  return (
    <>
      <Card className="shadow-sm">
        <Card.Body className="d-flex flex-wrap align-items-center gap-3">
          <div className="flex-grow-1 min-w-0">
            <div className="fw-semibold text-break">{init.plant.name}</div>
            <div className="small text-body-secondary text-break">{init.plant.address}</div>
          </div>
          <HzaStatusBadge status={progress.status} />
          {readOnly ? null : <SaveIndicator state={saveState} unsaved={unsaved.length} />}
        </Card.Body>
      </Card>
      {readOnly ? (
        <Alert variant="info" className="mb-0">
          <FormattedMessage id="mf.hzatool.editor.readOnly" />
        </Alert>
      ) : null}
      <YearNotices year={init.year} />
      <StepProgress step={step} onStep={goTo} />
      <Card as="section" aria-labelledby="mfh-step-heading">
        <Card.Body>
          <h2 id="mfh-step-heading" className="h5 mb-3" tabIndex={-1}>
            <FormattedMessage id={`mf.hzatool.step.${step}`} />
          </h2>
          {step === 'applicant' ? <ApplicantStep {...props} /> : null}
          {step === 'office' ? <OfficeStep {...props} /> : null}
          {step === 'plant' ? <PlantStep {...props} /> : null}
          {step === 'afa' ? <AfaStep {...props} /> : null}
          {step === 'consumption' ? <ConsumptionStep {...props} /> : null}
          {step === 'summary' ? (
            <SummaryStep
              {...props}
              saving={saveState === 'pending' || saveState === 'saving'}
              onStep={goTo}
            />
          ) : null}
          {held && blocked ? (
            <div className="mt-3">
              <UnsavedNotice reason={blocked} unsaved={unsaved} />
            </div>
          ) : null}
        </Card.Body>
        <Card.Footer className="bg-body d-flex justify-content-between gap-2">
          <Button
            variant="outline-secondary"
            disabled={index === 0}
            onClick={() => goTo(hzaSteps[index - 1] ?? step)}
          >
            <i className="bi bi-chevron-left me-1" aria-hidden />
            <FormattedMessage id="mf.hzatool.editor.previous" />
          </Button>
          {index < hzaSteps.length - 1 ? (
            <Button variant="primary" onClick={() => goTo(hzaSteps[index + 1] ?? step)}>
              <FormattedMessage id="mf.hzatool.editor.next" />
              <i className="bi bi-chevron-right ms-1" aria-hidden />
            </Button>
          ) : null}
        </Card.Footer>
      </Card>
    </>
  );
}
