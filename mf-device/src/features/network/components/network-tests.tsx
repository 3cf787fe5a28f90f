import { type NetworkTest, networkTests } from '@portal/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { OutcomeAlert } from '../../../components/outcome-alert.js';
import { useDeviceAction } from '../../../components/use-device-action.js';

/** Spec 4: server connection, ping, DNS ping and network restart, each with a wait message. */
export function NetworkTests({ sn }: { sn: string }) {
  const intl = useIntl();
  const [test, setTest] = useState<NetworkTest>('server');
  const { busy, outcome, run } = useDeviceAction('deviceNetworkTest', sn);

  async function start(chosen: NetworkTest) {
    setTest(chosen);
    const name = intl.formatMessage({ id: `network.test.${chosen}` });
    await run(
      { params: { sn }, body: { test: chosen } },
      (answer) => ({
        success: answer.ok,
        text: intl.formatMessage(
          { id: answer.ok ? 'network.passed' : 'network.failed' },
          { test: name, detail: answer.detail },
        ),
      }),
      (failure) => `${name}: ${failure}`,
    );
  }

  return (
    <section aria-labelledby="mfv-network-tests" className="d-flex flex-column gap-2">
      <h3 id="mfv-network-tests" className="h6 mb-0">
        <FormattedMessage id="network.tests" />
      </h3>
      <div className="d-flex flex-wrap gap-2">
        {networkTests.map((candidate) => (
          <Button
            key={candidate}
            variant="outline-primary"
            disabled={busy}
            onClick={() => void start(candidate)}
          >
            <FormattedMessage id={`network.test.${candidate}`} />
          </Button>
        ))}
      </div>
      {busy ? (
        <div role="status" className="mb-0" data-testid="network-wait">
          <Spinner size="sm" className="me-2" aria-hidden />
          <FormattedMessage
            id="network.wait"
            values={{ test: intl.formatMessage({ id: `network.test.${test}` }) }}
          />
        </div>
      ) : (
        <OutcomeAlert outcome={outcome} />
      )}
    </section>
  );
}
