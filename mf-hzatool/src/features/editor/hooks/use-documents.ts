import type { HzaFile, HzaInitResponse } from '@portal/contracts';
import { confirmDialog, invalidateEndpoint, showFailure, useEndpointMutation } from '@portal/web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export type HzaDocument = 'antrag' | 'zusammenfassung' | 'xml';

/**
 * The year's stored documents, making one (in place of the earlier one of its kind) and deleting one
 * after a confirmation; `busy` is the document being made, one at a time.
 */
export function useDocuments(init: HzaInitResponse) {
  const intl = useIntl();
  const [files, setFiles] = useState<HzaFile[]>(init.files);
  const makeXmls = useEndpointMutation('hzatoolGenerateXmls');
  const makePdf = useEndpointMutation('hzatoolGeneratePdf');
  const deleteFile = useEndpointMutation('hzatoolDeleteFile');
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
  const produce = (document: HzaDocument) => {
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

  return { files, busy, produce, remove };
}
