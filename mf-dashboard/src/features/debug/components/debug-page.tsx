import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useIntl } from 'react-intl';
import { currentUserAtom, useAtomValue, Navigate, useParams } from '@portal/web-kit';
import { UnitFeaturePage } from '../../../layout/unit-feature-page.js';
import { CollectorTab } from './collector-tab.js';
import { LogTab } from './log-tab.js';

/**
 * The debug page (/:sn/debug, spec 2): the unit's live-message log and the value collector. Only
 * for users with the debug flag (spec 6); anyone else who types the address gets the dashboard.
 */
export function DebugPage() {
  const { sn = '' } = useParams<'sn'>();
  const user = useAtomValue(currentUserAtom);
  const intl = useIntl();
  if (!user?.debug) return <Navigate to={`/${sn}/dashboard`} replace />;
  return (
    <UnitFeaturePage sn={sn} icon="bi-bug" titleId="mf.dashboard.debug.title">
      {() => (
        <Card>
          <Card.Body>
            <Tabs defaultActiveKey="log" id={`debug-tabs-${sn}`} className="mb-3" mountOnEnter>
              <Tab eventKey="log" title={intl.formatMessage({ id: 'mf.dashboard.debug.tab.log' })}>
                <LogTab sn={sn} />
              </Tab>
              <Tab
                eventKey="collector"
                title={intl.formatMessage({ id: 'mf.dashboard.debug.tab.collector' })}
              >
                <CollectorTab sn={sn} />
              </Tab>
            </Tabs>
          </Card.Body>
        </Card>
      )}
    </UnitFeaturePage>
  );
}
