import { type NetworkTest, networkTests } from '@portal/contracts';
import { call } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../../../components/device-error.js';
import { runDeviceAction } from '../../../components/device-menu.js';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.js';

type Run = { test: NetworkTest; outcome: Outcome | null };

/** Spec 4: server connection, ping, DNS ping and network restart, each with a wait message. */
export function NetworkTests({ sn }: { sn: string }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [run, setRun] = useState<Run | null>(null);
  const running = run !== null && run.outcome === null;

  async function start(test: NetworkTest) {
    setRun({ test, outcome: null });
    const name = intl.formatMessage({ id: `network.test.${test}` });
    try {
      const answer = await runDeviceAction(sn, () =>
        call('deviceNetworkTest', { params: { sn }, body: { test } }),
      );
      setRun({
        test,
        outcome: {
          success: answer.ok,
          text: intl.formatMessage(
            { id: answer.ok ? 'network.passed' : 'network.failed' },
            { test: name, detail: answer.detail },
          ),
        },
      });
    } catch (error) {
      setRun({ test, outcome: { success: false, text: `${name}: ${failureText(error)}` } });
    }
  }

  return (
    <section aria-labelledby="mfv-network-tests" className="d-flex flex-column gap-2">
      <h3 id="mfv-network-tests" className="h6 mb-0">
        <FormattedMessage id="network.tests" />
      </h3>
      <div className="d-flex flex-wrap gap-2">
        {networkTests.map((test) => (
          <Button key={test} variant="outline-primary" disabled={running} onClick={() => void start(test)}>
            <FormattedMessage id={`network.test.${test}`} />
          </Button>
        ))}
      </div>
      {running ? (
        <div role="status" className="mb-0" data-testid="network-wait">
          <Spinner size="sm" className="me-2" aria-hidden />
          <FormattedMessage
            id="network.wait"
            values={{ test: intl.formatMessage({ id: `network.test.${run.test}` }) }}
          />
        </div>
      ) : (
        <OutcomeAlert outcome={run?.outcome ?? null} />
      )}
    </section>
  );
}
