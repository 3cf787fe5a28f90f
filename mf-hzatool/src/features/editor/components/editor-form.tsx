import { type HzaInitResponse, type HzaStep, hzaSteps } from '@portal/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { HzaStatusBadge } from '../../../components/hza-status-badge.js';
import type { StepProps } from '../editor-state.js';
import type { SaveState } from '../hooks/use-autosave.js';
import { useEditor } from '../hooks/use-editor.js';
import { AfaStep } from '../steps/afa-step.js';
import { ApplicantStep } from '../steps/applicant-step.js';
import { ConsumptionStep } from '../steps/consumption-step.js';
import { OfficeStep } from '../steps/office-step.js';
import { PlantStep } from '../steps/plant-step.js';
import { SummaryStep } from '../steps/summary-step.js';
import { SaveIndicator } from './save-indicator.js';
import { StepProgress } from './step-progress.js';
import { UnsavedNotice } from './unsaved-notice.js';
import { YearNotices } from './year-notices.js';

/** The editor of one plant and year: its steps, saved as the user goes. */
export function EditorForm({ init }: { init: HzaInitResponse }) {
  const { step, index, goTo, held, blocked, progress, saveState, unsaved, readOnly, stepProps } =
    useEditor(init);
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
          <OpenStep step={step} stepProps={stepProps} saveState={saveState} goTo={goTo} />
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

function OpenStep({
  step,
  stepProps,
  saveState,
  goTo,
}: {
  step: HzaStep;
  stepProps: StepProps;
  saveState: SaveState;
  goTo: (step: HzaStep) => void;
}) {
  switch (step) {
    case 'applicant':
      return <ApplicantStep {...stepProps} />;
    case 'office':
      return <OfficeStep {...stepProps} />;
    case 'plant':
      return <PlantStep {...stepProps} />;
    case 'afa':
      return <AfaStep {...stepProps} />;
    case 'consumption':
      return <ConsumptionStep {...stepProps} />;
    case 'summary':
      return (
        <SummaryStep
          {...stepProps}
          saving={saveState === 'pending' || saveState === 'saving'}
          onStep={goTo}
        />
      );
  }
}
