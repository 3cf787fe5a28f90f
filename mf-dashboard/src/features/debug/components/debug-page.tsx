import { useErrorText } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useUnit } from '../../../unit/use-unit.js';
import { CollectorTab } from './collector-tab.js';
import { LogTab } from './log-tab.js';

/** The debug page (/:sn/debug, spec 2): the unit's live-message log and the value collector. */
export function DebugPage() {
  const { sn = '' } = useParams<'sn'>();
  const load = useUnit(sn);
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <h1 className="h3 mb-0">
          <i className="bi bi-bug me-2 text-body-secondary" aria-hidden />
          <FormattedMessage id="mf.dashboard.debug.title" />
        </h1>
        <div className="text-body-secondary" data-testid="page-serial">
          <FormattedMessage id="mf.dashboard.debug.unit" values={{ sn }} />
          {load.state === 'ready' && load.unit.benennung ? ` · ${load.unit.benennung}` : null}
        </div>
      </div>
      {load.state === 'loading' ? (
        <Card className="shadow-sm border-0">
          <Card.Body className="d-flex align-items-center gap-3 text-body-secondary" role="status">
            <Spinner animation="border" size="sm" />
            <FormattedMessage id="mf.dashboard.debug.loading" />
          </Card.Body>
        </Card>
      ) : load.state === 'failed' ? (
        <Alert variant="danger" className="mb-0">
          {load.error.message || errorText(load.error.key)}
        </Alert>
      ) : (
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
    </div>
  );
}
