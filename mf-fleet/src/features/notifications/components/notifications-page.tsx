import { PageTitle, Skeleton, currentUserAtom, useAtomValue, useEndpointQuery, Link } from '@portal/web-kit';
import { type ReactNode, useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { BackToAlarms } from '../../../components/back-to-alarms.js';
import { OfflineGraces } from './offline-graces.js';
import { PreferencesForm } from './preferences-form.js';
import { SubscriptionList } from './subscription-list.js';

function Section({ title, icon, children }: { title: ReactNode; icon: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" className="shadow-sm" aria-labelledby={id}>
      <Card.Header className="bg-body">
        <h2 id={id} className="h5 mb-0 d-flex align-items-center gap-2">
          <i className={`bi ${icon} text-body-secondary`} aria-hidden />
          {title}
        </h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/**
 * /alarms/notifications (issue 42): what the user is told of, where and how — subscriptions for all
 * units with exceptions per location or unit, quiet hours, digest, reminders, and units' offline
 * graces. The demo sees it all and changes nothing (the server refuses its writes).
 */
export function NotificationsPage() {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  const settings = useEndpointQuery('alarmSettings');
  if (!user) return null;
  const readOnly = user.roles.includes('demo');
  return (
    <div className="d-flex flex-column gap-3" style={{ maxWidth: '60rem' }}>
      <BackToAlarms />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <PageTitle icon="bi-sliders">
          <FormattedMessage id="mf.fleet.notify.title" />
        </PageTitle>
        <Link to="/alarms/deliveries" className="ms-auto">
          <i className="bi bi-envelope-check me-1" aria-hidden />
          <FormattedMessage id="mf.fleet.notify.deliveriesLink" />
        </Link>
      </div>
      <p className="mb-0 text-body-secondary">
        <FormattedMessage id="mf.fleet.notify.intro" />
      </p>
      {readOnly ? (
        <Alert variant="info" className="mb-0">
          <FormattedMessage id="mf.fleet.notify.demo" />
        </Alert>
      ) : null}
      {settings.isPending ? (
        <Skeleton label={intl.formatMessage({ id: 'mf.fleet.loading' })} lines={6} />
      ) : settings.isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <FormattedMessage id="mf.fleet.notify.failed" values={{ message: settings.error.message }} />
          <Button size="sm" variant="outline-danger" onClick={() => void settings.refetch()}>
            <FormattedMessage id="mf.fleet.retry" />
          </Button>
        </Alert>
      ) : (
        <>
          <Section title={<FormattedMessage id="mf.fleet.notify.follow.title" />} icon="bi-bell">
            <SubscriptionList settings={settings.data} readOnly={readOnly} />
          </Section>
          <Section title={<FormattedMessage id="mf.fleet.notify.prefs.title" />} icon="bi-moon-stars">
            <PreferencesForm saved={settings.data.preferences} readOnly={readOnly} />
          </Section>
          <Section title={<FormattedMessage id="mf.fleet.notify.grace.title" />} icon="bi-wifi-off">
            <OfflineGraces settings={settings.data} readOnly={readOnly} />
          </Section>
        </>
      )}
    </div>
  );
}
