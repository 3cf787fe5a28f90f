import { type HzaInitResponse, endpointUrl } from '@portal/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { type HzaDocument, useDocuments } from '../hooks/use-documents.js';
import { DocumentList } from './document-list.js';

/**
 * The documents of the year: produce them once the application is ready (again: in place of the
 * earlier one of its kind), open or delete the stored ones, export.
 */
export function DocumentsSection({
  init,
  ready,
  yearOpen,
  readOnly,
}: {
  init: HzaInitResponse;
  ready: boolean;
  /** Complete, but the year has not ended: no final documents yet. */
  yearOpen: boolean;
  readOnly: boolean;
}) {
  const { files, busy, produce, remove } = useDocuments(init);
  const button = (document: HzaDocument) => (
    <Button
      variant="primary"
      disabled={!ready || readOnly || busy !== null}
      onClick={() => produce(document)}
    >
      {busy === document ? <Spinner size="sm" animation="border" className="me-2" aria-hidden /> : null}
      <FormattedMessage id={`mf.hzatool.documents.make.${document}`} />
    </Button>
  );

  return (
    <section aria-labelledby="mfh-documents" className="d-flex flex-column gap-3">
      <h3 id="mfh-documents" className="h6 mb-0">
        <FormattedMessage id="mf.hzatool.documents.title" />
      </h3>
      {ready ? null : (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage
            id={yearOpen ? 'mf.hzatool.documents.yearOpen' : 'mf.hzatool.documents.notReady'}
            values={{ year: init.year }}
          />
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {button('antrag')}
        {button('zusammenfassung')}
        {button('xml')}
      </div>
      {ready && !readOnly ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="mf.hzatool.documents.replaces" values={{ year: init.year }} />
        </p>
      ) : null}
      <Alert variant="info" className="small mb-0">
        <FormattedMessage id="mf.hzatool.documents.customsNote" />
      </Alert>
      <DocumentList files={files} readOnly={readOnly} onDelete={(file) => void remove(file)} />
      <ExportLinks anlageId={init.plant.anlageId} />
    </section>
  );
}

/** The plant's figures of every year as a spreadsheet. */
function ExportLinks({ anlageId }: { anlageId: string }) {
  const exportUrl = (format: 'csv' | 'xlsx') =>
    endpointUrl('hzatoolExport', { anlageUuid: anlageId }, { format });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small">
      <span className="text-body-secondary">
        <FormattedMessage id="mf.hzatool.documents.export" />
      </span>
      <a className="btn btn-outline-secondary btn-sm" href={exportUrl('csv')} download>
        CSV
      </a>
      <a className="btn btn-outline-secondary btn-sm" href={exportUrl('xlsx')} download>
        Excel
      </a>
    </div>
  );
}
