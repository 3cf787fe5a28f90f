import {
  type MessageId,
  currentUserAtom,
  debugModeAtom,
  useUiText,
  useAtom,
  useAtomValue,
} from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { FormattedMessage } from 'react-intl';
import { debugPanelOpenAtom } from '../../components/layout-atoms.js';
import { useUnitSerial } from '../../components/use-unit-serial.js';
import { debugInfoAtom, debugVerboseAtom, resetLocalLayout } from './debug-atoms.js';
import { UnitDebugTools } from './unit-debug-tools.js';

/** The debug sidebar for admins and debug users (spec 2 "Application shell"). */
export function DebugSidebar() {
  const ui = useUiText();
  const user = useAtomValue(currentUserAtom);
  const [open, setOpen] = useAtom(debugPanelOpenAtom);
  const sn = useUnitSerial();
  if (!user || !(user.roles.includes('admin') || user.debug)) return null;
  return (
    <Offcanvas show={open} onHide={() => setOpen(false)} placement="end" aria-labelledby="debug-title">
      <Offcanvas.Header closeButton closeLabel={ui('close')}>
        <Offcanvas.Title id="debug-title">
          <i className="bi bi-tools me-2" aria-hidden />
          <FormattedMessage id="debug.title" />
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form className="mb-4">
          <DebugSwitch id="debug-mode" flag={debugModeAtom} labelId="debug.mode" hintId="debug.modeHint" />
          <DebugSwitch id="debug-info" flag={debugInfoAtom} labelId="debug.info" />
          <DebugSwitch id="debug-verbose" flag={debugVerboseAtom} labelId="debug.verbose" />
        </Form>
        <Button variant="outline-danger" onClick={() => resetLocalLayout()}>
          <i className="bi bi-arrow-counterclockwise me-1" aria-hidden />
          <FormattedMessage id="debug.resetLayout" />
        </Button>
        <p className="small text-secondary mt-2 mb-0">
          <FormattedMessage id="debug.resetLayoutHint" />
        </p>
        {user.roles.includes('admin') ? (
          <>
            <Button
              variant="outline-secondary"
              className="mt-4"
              onClick={() => {
                // The dialog opens over the page, not behind the side panel. It is loaded on first
                // use: its schemas would bring the contracts' zod into every page's startup.
                setOpen(false);
                void import('./stylesheets-dialog.js').then(({ openStylesheetsDialog }) =>
                  openStylesheetsDialog(),
                );
              }}
            >
              <i className="bi bi-filetype-css me-1" aria-hidden />
              <FormattedMessage id="debug.styles.open" />
            </Button>
            <p className="small text-secondary mt-2 mb-0">
              <FormattedMessage id="debug.styles.openHint" />
            </p>
          </>
        ) : null}
        {sn ? <UnitDebugTools sn={sn} /> : null}
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function DebugSwitch({
  id,
  flag,
  labelId,
  hintId,
}: {
  id: string;
  flag: typeof debugModeAtom;
  labelId: MessageId;
  hintId?: MessageId;
}) {
  const [checked, setChecked] = useAtom(flag);
  return (
    <Form.Check type="switch" id={id} className="mb-3">
      <Form.Check.Input
        type="checkbox"
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        aria-describedby={hintId ? `${id}-hint` : undefined}
      />
      <Form.Check.Label>
        <FormattedMessage id={labelId} />
      </Form.Check.Label>
      {hintId ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          <FormattedMessage id={hintId} />
        </Form.Text>
      ) : null}
    </Form.Check>
  );
}
