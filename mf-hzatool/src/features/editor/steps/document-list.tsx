import { type HzaFile, endpointUrl } from '@portal/contracts';
import Button from 'react-bootstrap/Button';
import { FormattedDate, useIntl } from 'react-intl';

/** The year's stored documents: open one, or delete it. */
export function DocumentList({
  files,
  readOnly,
  onDelete,
}: {
  files: readonly HzaFile[];
  readOnly: boolean;
  onDelete: (file: HzaFile) => void;
}) {
  const intl = useIntl();
  if (files.length === 0) return null;
  return (
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
          {readOnly ? null : (
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={intl.formatMessage(
                { id: 'mf.hzatool.documents.delete.label' },
                { name: file.name },
              )}
              onClick={() => onDelete(file)}
            >
              <i className="bi bi-trash" aria-hidden />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
