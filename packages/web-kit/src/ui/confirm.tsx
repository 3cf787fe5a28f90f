import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ReactNode } from 'react';
import { uiText } from '../i18n/ui-texts.js';
import { liftBackdrop } from './lift-backdrop.js';
import { openModal } from './modal-host.js';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  confirmText: ReactNode;
  cancelText?: ReactNode;
  variant?: 'primary' | 'danger' | 'warning' | 'success';
}

let opened = 0;

/** The generic modal of spec 2: title, description, confirm and cancel; resolves true on confirm. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  // Named by its title for screen readers (openModal's render is no component: no useId).
  const titleId = `confirm-dialog-${++opened}`;
  const result = await openModal<boolean>((close, zIndex) => (
    <Modal
      show
      onHide={() => close(false)}
      style={{ zIndex }}
      onEntering={liftBackdrop(zIndex)}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton closeLabel={uiText('close')}>
        <Modal.Title id={titleId}>{options.title}</Modal.Title>
      </Modal.Header>
      {options.description ? (
        <Modal.Body style={{ whiteSpace: 'pre-line' }}>{options.description}</Modal.Body>
      ) : null}
      <Modal.Footer>
        {options.cancelText ? (
          <Button variant="outline-secondary" onClick={() => close(false)}>
            {options.cancelText}
          </Button>
        ) : null}
        <Button variant={options.variant ?? 'primary'} onClick={() => close(true)} autoFocus>
          {options.confirmText}
        </Button>
      </Modal.Footer>
    </Modal>
  ));
  return result === true;
}
