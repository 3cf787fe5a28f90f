import { ApiError, currentUserAtom, PageTitle, useUiText, useAtomValue } from '@portal/web-kit';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateDeviceError } from '../../../components/device-error.js';
import { useDeviceMenu } from '../../../components/device-menu.js';
import { LanguagePicker } from '../../../components/language-picker.js';
import type { HeaderCall, ReportFailure } from './report-failure.js';
import { PartnerContact } from './partner-contact.js';
import { ReloadLayoutButton } from './reload-layout-button.js';
import { UnitSwitcher } from './unit-switcher.js';

/** The menu's header: title, unit switcher, language, the operator's partner, installers' reload layout. */
export function DeviceHeader({ sn, screen }: { sn: string; screen: string | undefined }) {
  const intl = useIntl();
  const ui = useUiText();
  const user = useAtomValue(currentUserAtom);
  const menu = useDeviceMenu(sn);
  const [alerts, setAlerts] = useState<HeaderCall[]>([]);
  const report = useCallback<ReportFailure>((call, error) => {
    console.error(`Device menu: ${call}`, error);
    // A 401 has sent the session to the login page already; an alert would only flash.
    if (error instanceof ApiError && error.status === 401) return;
    setAlerts((shown) => (shown.includes(call) ? shown : [...shown, call]));
  }, []);
  return (
    <header className="mb-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <PageTitle icon="bi-wrench-adjustable">
          <FormattedMessage id="title" />
        </PageTitle>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <LanguagePicker />
          {/* An installer's tool (after a firmware update): operators have no use for it. */}
          {menu.data?.installerAllowed ? <ReloadLayoutButton sn={sn} onFailure={report} /> : null}
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <UnitSwitcher sn={sn} screen={screen} onFailure={report} />
        {user?.roles.includes('betreiber') ? <PartnerContact onFailure={report} /> : null}
      </div>
      {alerts.map((call) => (
        <Alert
          key={call}
          variant="danger"
          className="mt-2 py-2"
          dismissible
          closeLabel={ui('closeAlert')}
          onClose={() => setAlerts((shown) => shown.filter((other) => other !== call))}
        >
          {translateDeviceError(intl, { category: 'portal', code: call })}
        </Alert>
      ))}
    </header>
  );
}
