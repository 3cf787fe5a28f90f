import { type HzaFile, type HzaInitResponse, endpointUrl } from '@portal/contracts';
import { confirmDialog, invalidateEndpoint, showFailure, useEndpointMutation } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { DocumentList } from './document-list.js';

type Document = 'antrag' | 'zusammenfassung' | 'xml';

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
  const intl = useIntl();
  const [files, setFiles] = useState<HzaFile[]>(init.files);
  const makeXmls = useEndpointMutation('hzatoolGenerateXmls');
  const makePdf = useEndpointMutation('hzatoolGeneratePdf');
  const deleteFile = useEndpointMutation('hzatoolDeleteFile');
  // The document being made: one at a time.
  const busy = makeXmls.isPending ? 'xml' : makePdf.isPending ? makePdf.variables.params.type : null;
  const body = { anlageId: init.plant.anlageId, year: init.year };

  const takeMade = (made: readonly HzaFile[]) => {
    // The back end replaced the earlier document of each kind made.
    setFiles((current) => [
      ...made,
      ...current.filter((file) => !made.some((entry) => entry.kind === file.kind)),
    ]);
    void invalidateEndpoint('hzatoolStatusmap');
  };
  const produceFailed = (error: Error) =>
    showFailure(intl.formatMessage({ id: 'mf.hzatool.documents.failed' }), error);
  const produce = (document: Document) => {
    if (document === 'xml')
      makeXmls.mutate({ body }, { onSuccess: (answer) => takeMade(answer.files), onError: produceFailed });
    else
      makePdf.mutate(
        { body, params: { type: document } },
        { onSuccess: (answer) => takeMade([answer.file]), onError: produceFailed },
      );
  };
  const remove = async (file: HzaFile) => {
    const sure = await confirmDialog({
      title: intl.formatMessage({ id: 'mf.hzatool.documents.delete.title' }, { name: file.name }),
      description: intl.formatMessage({ id: 'mf.hzatool.documents.delete.text' }),
      confirmText: intl.formatMessage({ id: 'mf.hzatool.documents.delete.confirm' }),
      cancelText: intl.formatMessage({ id: 'mf.hzatool.cancel' }),
      variant: 'danger',
    });
    if (!sure) return;
    deleteFile.mutate(
      { body: {}, params: { id: file.id } },
      {
        onSuccess: () => {
          setFiles((current) => current.filter((entry) => entry.id !== file.id));
          // Without documents the year is 'ready' again: the status here and in the list follow.
          void invalidateEndpoint('hzatoolZusammenfassung');
          void invalidateEndpoint('hzatoolStatusmap');
        },
        onError: (error) =>
          showFailure(intl.formatMessage({ id: 'mf.hzatool.documents.delete.failed' }), error),
      },
    );
  };
  const button = (document: Document) => (
    <Button
      variant="primary"
      disabled={!ready || readOnly || busy !== null}
      onClick={() => produce(document)}
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
      {ready && !readOnly ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="mf.hzatool.documents.replaces" values={{ year: init.year }} />
        </p>
      ) : null}
      <Alert variant="info" className="small mb-0">
        <FormattedMessage id="mf.hzatool.documents.customsNote" />
      </Alert>
      <DocumentList files={files} readOnly={readOnly} onDelete={(file) => void remove(file)} />
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
