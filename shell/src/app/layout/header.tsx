import {
  RemoteComponent,
  appInfoAtom,
  currentUserAtom,
  formatSerial,
  useScreenSize,
  useAtomValue,
  Link,
} from '@portal/web-kit';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useIntl } from 'react-intl';
import { alarmBell } from '../remotes.js';
import { ErrorMenu } from './error-menu.js';
import { LiveBadge } from './live-badge.js';
import { headerName } from '../../components/header-name.js';
import { Sidebar } from './sidebar.js';
import { useUnitSerial } from '../../components/use-unit-serial.js';

/**
 * Fixed header: server name and title suffix, the unit's serial, the open unit's errors, the alarm
 * bell, the live connection badge. `session`: the session's controls (errors, bell, live badge,
 * name) are shown; the public pages' frame has none, also in the moment a login has set the user
 * before the app leaves for its page (whose frame then opened a second bell and asked again).
 */
export function Header({ withMenu, session }: { withMenu: boolean; session: boolean }) {
  const app = useAtomValue(appInfoAtom);
  const sessionUser = useAtomValue(currentUserAtom);
  const user = session ? sessionUser : null;
  const sn = useUnitSerial();
  const small = useScreenSize() === 'small';
  const [menuOpen, setMenuOpen] = useState(false);
  const intl = useIntl();
  const hideSerial = user?.roles.includes('demo') ?? false;
  const compactBrand = small && sn !== undefined && !hideSerial;
  return (
    <header className="portal-header">
      {withMenu && small ? (
        <button
          type="button"
          className="portal-header-button"
          onClick={() => setMenuOpen(true)}
          aria-label={intl.formatMessage({ id: 'nav.menu' })}
        >
          <i className="bi bi-list" aria-hidden />
        </button>
      ) : null}
      {/* Phones showing a serial have no room for the name: the mark alone links home (named for
          screen readers) instead of a name cut to 'Da…'. */}
      <Link to="/" className={`portal-brand${compactBrand ? ' portal-brand-compact' : ''}`}>
        <span className={compactBrand ? 'visually-hidden' : 'portal-brand-name'}>
          {app ? headerName(app) : null}
        </span>
        {app?.titleSuffix ? (
          <Badge bg="light" text="dark" className="ms-2">
            {app.titleSuffix}
          </Badge>
        ) : null}
      </Link>
      {sn && !hideSerial ? (
        <span className="portal-header-serial" data-testid="header-serial">
          SN {formatSerial(sn)}
        </span>
      ) : null}
      <div className="ms-auto d-flex align-items-center gap-2 gap-md-3">
        {user ? <ErrorMenu /> : null}
        {/* The fleet's alarm bell (mf-fleet); without that remote its place stays empty. */}
        {user ? (
          <RemoteComponent id={alarmBell} name="AlarmBell" props={{ className: 'portal-header-button' }} />
        ) : null}
        {user ? <LiveBadge /> : null}
        {user && !small ? (
          <span className="portal-header-user">
            <i className="bi bi-person me-1" aria-hidden />
            {user.data.name || user.data.login}
          </span>
        ) : null}
      </div>
      {withMenu && small ? (
        <Offcanvas show={menuOpen} onHide={() => setMenuOpen(false)} className="portal-offcanvas">
          <Offcanvas.Header>
            <Offcanvas.Title>{app ? headerName(app) : null}</Offcanvas.Title>
            {/* An icon in the menu's own text colour: Bootstrap's close button is dark only. */}
            <button
              type="button"
              className="portal-header-button ms-auto"
              onClick={() => setMenuOpen(false)}
              aria-label={intl.formatMessage({ id: 'nav.closeMenu' })}
            >
              <i className="bi bi-x-lg" aria-hidden />
            </button>
          </Offcanvas.Header>
          <Offcanvas.Body className="p-0" onClick={() => setMenuOpen(false)}>
            <Sidebar inOffcanvas />
          </Offcanvas.Body>
        </Offcanvas>
      ) : null}
    </header>
  );
}
