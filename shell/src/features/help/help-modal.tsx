import type { Language } from '@portal/contracts';
import { openModal, uiText } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { HelpDocumentError, fetchHelpDocument, helpDocumentUrls } from './help-document.js';

export interface HelpModalOptions {
  name: string;
  title: string;
  language: Language;
  bases: (string | undefined)[];
  /** Sticky: no close button; OK calls onOk (e.g. navigate back). */
  sticky?: boolean;
  onOk?: () => void;
}

type DocumentState =
  | { state: 'loading' }
  | { state: 'loaded'; html: string }
  | { state: 'failed'; urls: string[]; message: string };

function HelpBody({ urls }: { urls: string[] }) {
  const [document, setDocument] = useState<DocumentState>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetchHelpDocument(urls).then(
      (html) => current && setDocument({ state: 'loaded', html }),
      (error: unknown) =>
        current &&
        setDocument({
          state: 'failed',
          urls: error instanceof HelpDocumentError ? error.urls : urls,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [urls]);
  if (document.state === 'loading') return <Spinner animation="border" size="sm" role="status" />;
  if (document.state === 'failed') {
    return (
      <Alert variant="warning" className="mb-0">
        <p className="fw-semibold">
          <FormattedMessage id="help.failed" />
        </p>
        <p className="mb-1">
          <FormattedMessage id="help.triedUrls" />
        </p>
        <ul className="portal-help-urls">
          {document.urls.map((url) => (
            <li key={url}>
              <code>{url}</code>
            </li>
          ))}
        </ul>
        <pre className="small mb-0" style={{ whiteSpace: 'pre-wrap' }}>
          {document.message}
        </pre>
      </Alert>
    );
  }
  // Our own static documents from the skin or the generic folder (same origin).
  return <div className="portal-help-document" dangerouslySetInnerHTML={{ __html: document.html }} />;
}

/** The large help modal of the footer links (and /extdoc as the sticky variant). */
export function openHelpModal(options: HelpModalOptions): Promise<void> {
  const urls = helpDocumentUrls(options.name, options.language, options.bases);
  return openModal<void>((close, zIndex) => (
    <Modal
      show
      size="xl"
      scrollable
      style={{ zIndex }}
      onHide={options.sticky ? () => undefined : () => close()}
      backdrop={options.sticky ? 'static' : true}
      keyboard={!options.sticky}
      aria-labelledby="help-title"
    >
      <Modal.Header closeButton={!options.sticky} closeLabel={uiText('close')}>
        <Modal.Title id="help-title">{options.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <HelpBody urls={urls} />
      </Modal.Body>
      <Modal.Footer>
        <Button
          onClick={() => {
            close();
            options.onOk?.();
          }}
        >
          <FormattedMessage id={options.sticky ? 'help.ok' : 'help.close'} />
        </Button>
      </Modal.Footer>
    </Modal>
  ));
}
