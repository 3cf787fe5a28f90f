import { severityLooks, useAlarmReload, useEndpointQuery, Link } from '@portal/web-kit';
import Badge from 'react-bootstrap/Badge';
import { useIntl } from 'react-intl';

/**
 * The header's bell (issue 42): how many alarming incidents are open on the units the user may see,
 * the count coloured by the worst of them, linking to /alarms. None open, no badge: a grey '0'
 * reads like a notification. `className` is the host's look for header buttons.
 */
export function AlarmBell({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const count = useEndpointQuery('alarmCount');
  useAlarmReload('alarmCount');
  const open = count.data?.open ?? 0;
  const worst = count.data?.worst ?? null;
  const label =
    open > 0
      ? intl.formatMessage({ id: 'mf.fleet.bell.open' }, { count: open })
      : intl.formatMessage({ id: 'mf.fleet.bell.none' });
  const look = worst ? severityLooks[worst] : severityLooks.fault;
  return (
    <Link
      to="/alarms"
      className={`${className} position-relative`.trim()}
      aria-label={label}
      title={label}
      data-testid="alarm-bell"
    >
      <i className={`bi ${open > 0 ? 'bi-bell-fill' : 'bi-bell'}`} aria-hidden />
      {open > 0 ? (
        <Badge
          pill
          bg={look.bg}
          text={look.text}
          className="position-absolute top-0 start-100 translate-middle"
          style={{ fontSize: '0.65rem' }}
          data-testid="alarm-count"
          data-worst={worst ?? undefined}
        >
          {open > 99 ? '99+' : open}
        </Badge>
      ) : null}
    </Link>
  );
}
