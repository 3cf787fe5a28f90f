import { useUiText } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';

/** Says where the password reset mail went. */
export function ResetDoneModal({ email, onClose }: { email: string; onClose: () => void }) {
  const ui = useUiText();
  return (
    <Modal show onHide={onClose} centered>
      <Modal.Header closeButton closeLabel={ui('close')}>
        <Modal.Title>
          <FormattedMessage id="login.resetDone.title" />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormattedMessage id="login.resetDone.text" values={{ email }} />
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>
          <FormattedMessage id="common.ok" />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
