import { Skeleton, Navigate, NavLink, useParams } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../components/device-error.js';
import { DeviceIntlProvider } from '../components/device-intl.js';
import { useDeviceMenu, useServiceLevel } from '../components/device-menu.js';
import { DeviceHeader } from '../features/header/components/device-header.js';
import { ServiceLevelPanel } from '../features/service-level/components/service-level-panel.js';
import { useDeviceChanged } from './device-changed.js';
import { deviceScreens } from './screens.js';

/** Routes `/:sn/device` and `/:sn/device/:screen`: the unit's device menu in its own languages. */
export function DevicePage() {
  const { sn = '', screen } = useParams();
  useDeviceChanged(sn);
  return (
    <DeviceIntlProvider>
      <DeviceHeader sn={sn} screen={screen} />
      <DeviceMenu sn={sn} screen={screen ?? ''} />
    </DeviceIntlProvider>
  );
}

function DeviceMenu({ sn, screen }: { sn: string; screen: string }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const query = useDeviceMenu(sn);
  const level = useServiceLevel(query.data);
  const current = deviceScreens.find((candidate) => candidate.path === screen);
  if (!current) return <Navigate to={`/${sn}/device`} replace />;
  if (query.isPending) return <Skeleton label={intl.formatMessage({ id: 'loading' })} lines={6} />;
  if (query.isError)
    return (
      <Alert variant="danger">
        <p>
          <FormattedMessage id="error.portal.loadFailed" /> {failureText(query.error)}
        </p>
        <Button variant="outline-danger" size="sm" onClick={() => void query.refetch()}>
          <FormattedMessage id="retry" />
        </Button>
      </Alert>
    );
  const menu = query.data;
  const Screen = current.component;
  return (
    <>
      <ServiceLevelPanel menu={menu} level={level} />
      <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className="mb-3">
        <Nav variant="pills" className="flex-wrap gap-1">
          {deviceScreens
            .filter((candidate) => !candidate.installer || level.installer)
            .map((candidate) => (
              <Nav.Item key={candidate.path}>
                <Nav.Link as={NavLink} to={`/${sn}/device${candidate.path ? `/${candidate.path}` : ''}`} end>
                  <i className={`bi ${candidate.icon} me-1`} aria-hidden />
                  <FormattedMessage id={candidate.title} />
                </Nav.Link>
              </Nav.Item>
            ))}
        </Nav>
      </nav>
      <section aria-labelledby="mfv-screen-title">
        <h2 id="mfv-screen-title" className="h5 mb-3">
          <FormattedMessage id={current.title} />
        </h2>
        {current.installer && !level.installer ? (
          <Alert variant="info">
            <FormattedMessage id="sl.needed" />
          </Alert>
        ) : (
          <Screen menu={menu} />
        )}
      </section>
    </>
  );
}
