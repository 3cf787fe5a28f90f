import type { HzaStep } from '@portal/contracts';
import { Skeleton, useEndpointQuery, useErrorText } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import { useIntl } from 'react-intl';
import type { StepProps } from '../editor-state.js';
import { DocumentsSection } from './documents-section.js';
import { MissingFields } from './missing-fields.js';
import { SummaryAmounts } from './summary-amounts.js';
import { SummaryFigures } from './summary-figures.js';
import { SummaryNotices } from './summary-notices.js';

/**
 * Step 6: the relief of the saved application (asked for once the latest change is stored), what is
 * still missing, and the documents.
 */
export function SummaryStep({
  init,
  readOnly,
  saving,
  onStep,
}: StepProps & { saving: boolean; onStep: (step: HzaStep) => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const body = { anlageId: init.plant.anlageId, year: init.year };
  const answer = useEndpointQuery('hzatoolZusammenfassung', { body }, { enabled: !saving });

  if (answer.isError) {
    return (
      <Alert variant="danger" className="mb-0">
        {errorText('hzatool.loadfailed')}
      </Alert>
    );
  }
  if (answer.data === undefined) {
    return <Skeleton label={intl.formatMessage({ id: 'mf.hzatool.loading' })} lines={8} />;
  }
  const { summary, progress } = answer.data;
  return (
    <div className="d-flex flex-column gap-4">
      <MissingFields missing={progress.missing} onStep={onStep} />
      <SummaryFigures summary={summary} />
      <SummaryAmounts summary={summary} />
      <SummaryNotices summary={summary} />
      <DocumentsSection
        init={init}
        ready={progress.status === 'ready' || progress.status === 'documents'}
        yearOpen={progress.status === 'yearOpen'}
        readOnly={readOnly}
      />
    </div>
  );
}
