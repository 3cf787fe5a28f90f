import { formatSerial, useUiText } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { UnitsText } from '../../../components/units-text.js';
import { migrationLogoutMs } from '../migrate-forms.js';

export type MigrateSuccess = { kind: 'email' } | { kind: 'unit'; sn: string };

/**
 * The success state (spec 4 "Migration"). After the e-mail migration the session ends: after
 * 10 s with a visible countdown, or at once when the dialog is closed.
 */
export function MigrateSuccessModal({ success, onClose }: { success: MigrateSuccess; onClose: () => void }) {
  const ui = useUiText();
  const [seconds, setSeconds] = useState(migrationLogoutMs / 1000);
  const email = success.kind === 'email';

  useEffect(() => {
    if (!email) return;
    const logout = setTimeout(onClose, migrationLogoutMs);
    const tick = setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => {
      clearTimeout(logout);
      clearInterval(tick);
    };
  }, [email, onClose]);

  return (
    <Modal show onHide={onClose} centered backdrop="static">
      <Modal.Header closeButton closeLabel={ui('close')}>
        <Modal.Title as="h2" className="h5">
          <i className="bi bi-check-circle-fill text-success me-2" aria-hidden />
          <UnitsText id={email ? 'migrate.success.emailTitle' : 'migrate.success.unitTitle'} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {success.kind === 'email' ? (
          <>
            <p>
              <UnitsText id="migrate.success.emailText" />
            </p>
            <p className="small text-body-secondary mb-0" role="timer" aria-live="off">
              <UnitsText id="migrate.success.logoutIn" values={{ seconds }} />
            </p>
          </>
        ) : (
          <p className="mb-0">
            <UnitsText id="migrate.success.unitText" values={{ serial: formatSerial(success.sn) }} />
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose} autoFocus>
          <UnitsText id={email ? 'migrate.success.logoutNow' : 'migrate.success.toList'} />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
