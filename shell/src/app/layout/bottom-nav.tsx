import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from '@portal/web-kit';
import { useMenu } from './sidebar.js';

/** Mobile bottom navigation under 768 px: the primary entries as icon tabs. */
export function BottomNav() {
  const entries = useMenu().filter((entry) => entry.primary && entry.to);
  const intl = useIntl();
  return (
    <nav className="portal-bottom-nav" aria-label={intl.formatMessage({ id: 'nav.menu' })}>
      {entries.map((entry) => (
        <NavLink
          key={entry.id}
          to={entry.to ?? '/'}
          end={entry.id !== 'unit'}
          className="portal-bottom-link"
          data-menu={entry.id}
        >
          <i className={`bi ${entry.icon}`} aria-hidden />
          <span>
            <FormattedMessage
              id={entry.id === 'unit' ? 'nav.dashboard' : entry.labelId}
              values={entry.labelValues}
            />
          </span>
        </NavLink>
      ))}
    </nav>
  );
}
