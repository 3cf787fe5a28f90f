import { currentUserAtom, portalStore } from '@portal/web-kit';
import { useAtom, useAtomValue } from 'jotai';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { FormattedMessage } from 'react-intl';
import { debugPanelOpenAtom } from '../layout/layout-atoms.js';
import { debugInfoAtom, debugModeAtom, debugVerboseAtom, resetLocalLayout } from './debug-atoms.js';

/** The debug sidebar for admins and debug users (spec 2 "Application shell"). */
export function DebugSidebar() {
  const user = useAtomValue(currentUserAtom, { store: portalStore });
  const [open, setOpen] = useAtom(debugPanelOpenAtom, { store: portalStore });
  const [debugMode, setDebugMode] = useAtom(debugModeAtom, { store: portalStore });
  const [info, setInfo] = useAtom(debugInfoAtom, { store: portalStore });
  const [verbose, setVerbose] = useAtom(debugVerboseAtom, { store: portalStore });
  if (!user || !(user.roles.includes('admin') || user.debug)) return null;
  return (
    <Offcanvas show={open} onHide={() => setOpen(false)} placement="end" aria-labelledby="debug-title">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="debug-title">
          <i className="bi bi-tools me-2" aria-hidden />
          <FormattedMessage id="debug.title" />
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form>
          <Form.Check
            type="switch"
            id="debug-mode"
            className="mb-3"
            checked={debugMode}
            onChange={(event) => setDebugMode(event.target.checked)}
            label={<FormattedMessage id="debug.mode" />}
          />
          <Form.Check
            type="switch"
            id="debug-info"
            className="mb-3"
            checked={info}
            onChange={(event) => setInfo(event.target.checked)}
            label={<FormattedMessage id="debug.info" />}
          />
          <Form.Check
            type="switch"
            id="debug-verbose"
            className="mb-4"
            checked={verbose}
            onChange={(event) => setVerbose(event.target.checked)}
            label={<FormattedMessage id="debug.verbose" />}
          />
        </Form>
        <Button variant="outline-danger" onClick={() => resetLocalLayout()}>
          <i className="bi bi-arrow-counterclockwise me-1" aria-hidden />
          <FormattedMessage id="debug.resetLayout" />
        </Button>
        <p className="small text-secondary mt-2 mb-0">
          <FormattedMessage id="debug.resetLayoutHint" />
        </p>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
