import { currentUserAtom, portalStore, showToast, useErrorText } from '@portal/web-kit';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ConsentDialog } from '../../../components/consent-dialog.js';
import { refreshCurrentValues, useUnit } from '../../../unit/use-unit.js';
import { ConsentsCard } from './consents-card.js';
import { UnitInfoCard } from './unit-info-card.js';

/** The unit settings page (/:sn/settings, spec 2 "Settings"): consents and the unit's basic data. */
export function SettingsPage() {
  const { sn = '' } = useParams<'sn'>();
  const load = useUnit(sn);
  const intl = useIntl();
  const errorText = useErrorText();
  const user = useAtomValue(currentUserAtom, { store: portalStore });
  const [dialog, setDialog] = useState(false);
  const isOperator = user?.roles.includes('betreiber') ?? false;
  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <h1 className="h3 mb-0">
          <i className="bi bi-sliders me-2 text-body-secondary" aria-hidden />
          <FormattedMessage id="mf.dashboard.settings.title" />
        </h1>
        <div className="text-body-secondary" data-testid="page-serial">
          <FormattedMessage id="mf.dashboard.settings.unit" values={{ sn }} />
          {load.state === 'ready' && load.unit.benennung ? ` · ${load.unit.benennung}` : null}
        </div>
      </div>
      {load.state === 'loading' ? (
        <Card className="shadow-sm border-0">
          <Card.Body className="d-flex align-items-center gap-3 text-body-secondary" role="status">
            <Spinner animation="border" size="sm" />
            <FormattedMessage id="mf.dashboard.settings.loading" />
          </Card.Body>
        </Card>
      ) : load.state === 'failed' ? (
        <Alert variant="danger" className="mb-0">
          {load.error.message || errorText(load.error.key)}
        </Alert>
      ) : (
        <>
          <div className="row g-3">
            <div className="col-lg-7">
              <ConsentsCard unit={load.unit} isOperator={isOperator} onChange={() => setDialog(true)} />
            </div>
            <div className="col-lg-5">
              <UnitInfoCard sn={sn} unit={load.unit} />
            </div>
          </div>
          <ConsentDialog
            sn={sn}
            consents={load.unit.zustimmungMap}
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
    </div>
  );
}
