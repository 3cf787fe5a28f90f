import {
  appInfoAtom,
  currentUnitAtom,
  currentUserAtom,
  unitListViewAtom,
  browserPage,
  useAtom,
  useAtomValue,
  NavLink,
  useLocation,
} from '@portal/web-kit';
import Badge from 'react-bootstrap/Badge';
import { FormattedMessage, useIntl } from 'react-intl';
import { debugPanelOpenAtom, sidebarCollapsedAtom } from '../../components/layout-atoms.js';
import { type MenuEntry, logoutUrlOf, menuEntries } from './menu.js';
import { useUnitSerial } from '../../components/use-unit-serial.js';

export function useMenu(): MenuEntry[] {
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  const unit = useAtomValue(currentUnitAtom);
  const listView = useAtomValue(unitListViewAtom);
  const sn = useUnitSerial();
  return user && app
    ? menuEntries(user, app, sn, unit && unit.sn === sn ? unit.unit.module : undefined, listView)
    : [];
}

export function useMenuAction(): (entry: MenuEntry) => void {
  const location = useLocation();
  const app = useAtomValue(appInfoAtom);
  const [, setDebugOpen] = useAtom(debugPanelOpenAtom);
  return (entry) => {
    if (entry.action === 'logout') browserPage.assign(logoutUrlOf(location, app?.usesaml2 ?? false));
    if (entry.action === 'debugPanel') setDebugOpen(true);
  };
}

function EntryLabel({ entry, collapsed }: { entry: MenuEntry; collapsed: boolean }) {
  return (
    <>
      <i className={`bi ${entry.icon} portal-nav-icon`} aria-hidden />
      {collapsed ? null : (
        <span className="portal-nav-text">
          <span className="portal-nav-label">
            <FormattedMessage id={entry.labelId} values={entry.labelValues} />
          </span>
          {entry.subtitleId ? (
            <small className="portal-nav-subtitle">
              <FormattedMessage id={entry.subtitleId} />
            </small>
          ) : null}
        </span>
      )}
      {entry.badge && !collapsed ? (
        <Badge pill bg="light" text="dark" className="ms-auto">
          {entry.badge}
        </Badge>
      ) : null}
    </>
  );
}

function SidebarEntry({ entry, collapsed, depth }: { entry: MenuEntry; collapsed: boolean; depth: number }) {
  const intl = useIntl();
  const act = useMenuAction();
  const title = collapsed ? intl.formatMessage({ id: entry.labelId }, entry.labelValues) : undefined;
  const className = `portal-nav-link portal-nav-depth-${depth}`;
  return (
    <li>
      {entry.children && !collapsed ? (
        // A group header (the open unit): its children are the links.
        <div className={`${className} portal-nav-group`} data-menu={entry.id}>
          <EntryLabel entry={entry} collapsed={collapsed} />
        </div>
      ) : entry.to ? (
        <NavLink
          to={entry.to}
          end
          className={({ isActive }) => `${className}${isActive ? ' active' : ''}`}
          title={title}
          data-menu={entry.id}
        >
          <EntryLabel entry={entry} collapsed={collapsed} />
        </NavLink>
      ) : (
        <button
          type="button"
          className={className}
          onClick={() => act(entry)}
          title={title}
          data-menu={entry.id}
        >
          <EntryLabel entry={entry} collapsed={collapsed} />
        </button>
      )}
      {entry.children && !collapsed ? (
        <ul className="list-unstyled mb-0">
          {entry.children.map((child) => (
            <SidebarEntry key={child.id} entry={child} collapsed={collapsed} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The collapsible side menu (desktop and tablet). */
export function Sidebar({ inOffcanvas = false }: { inOffcanvas?: boolean }) {
  const entries = useMenu();
  const [collapsedSetting, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const collapsed = collapsedSetting && !inOffcanvas;
  const intl = useIntl();
  return (
    <nav
      className={`portal-sidebar${collapsed ? ' portal-sidebar-collapsed' : ''}`}
      aria-label={intl.formatMessage({ id: 'nav.menu' })}
    >
      <ul className="list-unstyled mb-0 flex-grow-1">
        {entries.map((entry) => (
          <SidebarEntry key={entry.id} entry={entry} collapsed={collapsed} depth={0} />
        ))}
      </ul>
      {inOffcanvas ? null : (
        <button
          type="button"
          className="portal-nav-link portal-sidebar-toggle"
          onClick={() => setCollapsed(!collapsed)}
          aria-label={intl.formatMessage({ id: collapsed ? 'nav.expand' : 'nav.collapse' })}
          title={intl.formatMessage({ id: collapsed ? 'nav.expand' : 'nav.collapse' })}
        >
          <i
            className={`bi ${collapsed ? 'bi-chevron-double-right' : 'bi-chevron-double-left'} portal-nav-icon`}
            aria-hidden
          />
        </button>
      )}
    </nav>
  );
}
