import { type ReactNode, useEffect, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useUiText } from '../i18n/ui-texts.js';
import { liftBackdrop } from './lift-backdrop.js';

export interface FormDialogProps {
  /** From openModal's render function. */
  zIndex: number;
  title: ReactNode;
  /** Cancel, the close button, Escape. Absent: the dialog cannot be left (a forced password change). */
  onCancel?: () => void;
  onSubmit: () => void;
  /** A save is running: the form cannot be left or sent again and the submit button spins. */
  busy: boolean;
  submitText: ReactNode;
  cancelText: ReactNode;
  submitDisabled?: boolean;
  /** Counts failed attempts: each change moves the focus to the first field marked invalid. */
  attempts?: number;
  /** Shown over the fields (the error summary). */
  alert?: ReactNode;
  /** Replaces the fields and the submit button while the form's data loads or failed to load. */
  placeholder?: ReactNode;
  size?: 'lg';
  children?: ReactNode;
}

/**
 * The frame of every dialog that edits and saves data: a labelled title, a native form (Enter
 * submits), fields that scroll between a fixed header and footer, full screen on phones, and no way
 * out while a save runs.
 */
export function FormDialog(props: FormDialogProps) {
  const ui = useUiText();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, onCancel, attempts = 0 } = props;
  const leave = onCancel && !busy ? onCancel : undefined;

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [attempts]);

  return (
    <Modal
      show
      onHide={() => leave?.()}
      backdrop="static"
      keyboard={onCancel !== undefined}
      style={{ zIndex: props.zIndex }}
      onEntering={liftBackdrop(props.zIndex)}
      size={props.size}
      centered={props.size === undefined}
      fullscreen="sm-down"
      scrollable
      aria-labelledby={`${ids}-title`}
    >
      <Modal.Header closeButton={leave !== undefined} closeLabel={ui('close')}>
        <Modal.Title as="h2" className="h5" id={`${ids}-title`}>
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !props.submitDisabled && props.placeholder === undefined) props.onSubmit();
        }}
        className="d-flex flex-column flex-grow-1"
        style={{ minHeight: 0 }}
      >
        <Modal.Body>
          {props.placeholder ?? (
            <>
              {props.alert}
              {props.children}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          {onCancel ? (
            <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
              {props.cancelText}
            </Button>
          ) : null}
          {props.placeholder === undefined ? (
            <Button type="submit" variant="primary" disabled={busy || props.submitDisabled}>
              {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden /> : null}
              {props.submitText}
            </Button>
          ) : null}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
