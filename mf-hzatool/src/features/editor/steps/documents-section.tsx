import { type HzaFile, type HzaInitResponse, endpointUrl } from '@portal/contracts';
import { call, invalidateEndpoint, showFailure } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

type Document = 'antrag' | 'zusammenfassung' | 'xml';

/** The documents of the year: produce them once the application is ready, open the stored ones, export. */
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
  const intl = useIntl();
  const [files, setFiles] = useState<HzaFile[]>(init.files);
  const [busy, setBusy] = useState<Document | null>(null);
  const body = { anlageId: init.plant.anlageId, year: init.year };

  const produce = async (document: Document) => {
    setBusy(document);
    try {
      const made =
        document === 'xml'
          ? (await call('hzatoolGenerateXmls', { body })).files
          : [(await call('hzatoolGeneratePdf', { body, params: { type: document } })).file];
      setFiles((current) => [
        ...made,
        ...current.filter((file) => !made.some((entry) => entry.id === file.id)),
      ]);
      void invalidateEndpoint('hzatoolStatusmap');
    } catch (error) {
      showFailure(intl.formatMessage({ id: 'mf.hzatool.documents.failed' }), error);
    } finally {
      setBusy(null);
    }
  };
  const button = (document: Document) => (
    <Button
      variant="primary"
      disabled={!ready || readOnly || busy !== null}
      onClick={() => void produce(document)}
    >
      {busy === document ? <Spinner size="sm" animation="border" className="me-2" aria-hidden /> : null}
      <FormattedMessage id={`mf.hzatool.documents.make.${document}`} />
    </Button>
  );
  const exportUrl = (format: 'csv' | 'xlsx') =>
    endpointUrl('hzatoolExport', { anlageUuid: init.plant.anlageId }, { format });

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
      <Alert variant="info" className="small mb-0">
        <FormattedMessage id="mf.hzatool.documents.customsNote" />
      </Alert>
      {files.length > 0 ? (
        <ul className="list-group">
          {files.map((file) => (
            <li key={file.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <i
                className={`bi ${file.kind === 'xml' ? 'bi-filetype-xml' : 'bi-file-earmark-pdf'} text-body-secondary`}
                aria-hidden
              />
              <a
                href={endpointUrl('hzatoolFile', { id: file.id }, { show: 'true' })}
                target="_blank"
                rel="noreferrer"
              >
                {file.name}
              </a>
              <span className="small text-body-secondary ms-auto">
                <FormattedDate value={file.createdAt} dateStyle="medium" timeStyle="short" />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
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
    </section>
  );
}
