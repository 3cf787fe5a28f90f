import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { UnitFeaturePage } from '../../../layout/unit-feature-page.js';
import { CollectorTab } from './collector-tab.js';
import { LogTab } from './log-tab.js';

/** The debug page (/:sn/debug, spec 2): the unit's live-message log and the value collector. */
export function DebugPage() {
  const { sn = '' } = useParams<'sn'>();
  const intl = useIntl();
  return (
    <UnitFeaturePage sn={sn} icon="bi-bug" titleId="mf.dashboard.debug.title">
      {() => (
        <Card className="shadow-sm border-0">
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
