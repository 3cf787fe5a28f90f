import { currentUserAtom, showToast, useAtomValue, useParams } from '@portal/web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConsentDialog } from '../../../components/consent-dialog.js';
import { UnitFeaturePage } from '../../../layout/unit-feature-page.js';
import { refreshCurrentValues } from '../../../unit/use-unit.js';
import { AccessCard } from './access-card.js';
import { ConsentHistoryCard } from './consent-history-card.js';
import { ConsentsCard } from './consents-card.js';
import { UnitInfoCard } from './unit-info-card.js';

/**
 * The unit settings page (/:sn/settings, spec 2 "Settings"): consents and the unit's basic data; for
 * its operator (and admins) who accessed the unit and the history of its consents (issue 43).
 */
export function SettingsPage() {
  const { sn = '' } = useParams<'sn'>();
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  const [dialog, setDialog] = useState(false);
  const isOperator = user?.roles.includes('betreiber') ?? false;
  const isAdmin = user?.roles.includes('admin') ?? false;
  return (
    <UnitFeaturePage sn={sn} icon="bi-sliders" titleId="mf.dashboard.settings.title">
      {(unit) => (
        <>
          <div className="row g-3">
            <div className="col-lg-7">
              <ConsentsCard unit={unit} isOperator={isOperator} onChange={() => setDialog(true)} />
            </div>
            <div className="col-lg-5">
              <UnitInfoCard sn={sn} unit={unit} />
            </div>
            {(isOperator || isAdmin) && (
              <>
                <div className="col-lg-7">
                  <AccessCard sn={sn} />
                </div>
                <div className="col-lg-5">
                  <ConsentHistoryCard sn={sn} />
                </div>
              </>
            )}
          </div>
          <ConsentDialog
            sn={sn}
            consents={unit.zustimmungMap}
            show={dialog}
            failure="toast"
            onClose={(saved) => {
              setDialog(false);
              if (!saved) return;
              showToast({
                variant: 'success',
                title: intl.formatMessage({ id: 'mf.dashboard.settings.consents.savedTitle' }),
                body: intl.formatMessage({ id: 'mf.dashboard.settings.consents.saved' }),
              });
              // With the web consent given the unit may be asked for the page's values again.
              void refreshCurrentValues(sn);
            }}
          />
        </>
      )}
    </UnitFeaturePage>
  );
}
