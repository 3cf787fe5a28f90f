import { type NetworkSettings, networkSettingsWriteSchema } from '@portal/contracts';
import { Skeleton, TextField } from '@portal/web-kit';
import { type FormEvent, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsOf, parseNumber, useFieldErrorText } from '../../../components/field-errors.js';
import { SaveWithOutcome } from '../../../components/save-with-outcome.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import { useDeviceAction } from '../../../components/use-device-action.js';
import { NetworkTests } from './network-tests.js';

const textFields = [
  'ipv4Address',
  'ipv4Gateway',
  'netmask',
  'nameservers',
  'ipv6Gateway',
  'netmaskIpv6',
  'pingAddress',
] as const;
type Draft = { mode: NetworkSettings['mode'] } & Record<(typeof textFields)[number], string>;

const draftOf = (network: NetworkSettings): Draft => ({
  ...network,
  nameservers: network.nameservers.join(', '),
  netmaskIpv6: String(network.netmaskIpv6),
});

const writeOf = (draft: Draft) => ({
  ...draft,
  nameservers: draft.nameservers
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean),
  netmaskIpv6: parseNumber(draft.netmaskIpv6),
});

/** Spec 3/4: the unit's network settings (the cable state is read only) and its network tests. */
export function NetworkScreen({ menu }: ScreenProps) {
  const network = menu.settings.network;
  const intl = useIntl();
  if (!network) return <Skeleton label={intl.formatMessage({ id: 'loading' })} lines={6} />;
  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-4">
        {/* Another unit starts a new draft; the menu asked again after an action does not. */}
        <NetworkForm key={menu.sn} sn={menu.sn} network={network} />
        <NetworkTests sn={menu.sn} />
      </Card.Body>
    </Card>
  );
}

function NetworkForm({ sn, network }: { sn: string; network: NetworkSettings }) {
  const intl = useIntl();
  const fieldText = useFieldErrorText();
  const [draft, setDraft] = useState(() => draftOf(network));
  const { busy, outcome, setOutcome, errors, setErrors, run } = useDeviceAction('deviceNetwork', sn);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = networkSettingsWriteSchema.safeParse(writeOf(draft));
    setOutcome(null);
    if (!parsed.success) {
      setErrors(
        fieldErrorsOf(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) }))),
      );
      return;
    }
    const saved = await run({ params: { sn }, body: parsed.data }, () => ({
      success: true,
      text: intl.formatMessage({ id: 'network.saved' }),
    }));
    if (saved) setDraft(draftOf(saved));
  }

  return (
    <Form onSubmit={(event) => void save(event)} noValidate aria-labelledby="mfv-network-settings">
      <h3 id="mfv-network-settings" className="h6">
        <FormattedMessage id="network.settings" />
      </h3>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">
          <FormattedMessage id="network.mode" />
        </legend>
        {(['dhcp', 'static'] as const).map((mode) => (
          <Form.Check
            key={mode}
            inline
            type="radio"
            id={`mfv-network-${mode}`}
            name="mfv-network-mode"
            label={intl.formatMessage({ id: `network.${mode}` })}
            checked={draft.mode === mode}
            onChange={() => setDraft({ ...draft, mode })}
          />
        ))}
      </fieldset>
      <div className="row g-2 mb-3">
        {textFields.map((field) => (
          <div className="col-12 col-md-6" key={field}>
            <TextField
              label={intl.formatMessage({ id: `network.${field}` })}
              value={draft[field]}
              onChange={(value) => setDraft({ ...draft, [field]: value })}
              error={errors[field]}
              messageText={fieldText}
              disabled={draft.mode === 'dhcp' && ['ipv4Address', 'ipv4Gateway', 'netmask'].includes(field)}
              inputMode={field === 'netmaskIpv6' ? 'numeric' : undefined}
            />
          </div>
        ))}
      </div>
      <p className="mb-3" data-testid="network-cable">
        <FormattedMessage id="network.cable" />:{' '}
        <strong>
          <FormattedMessage id={network.cableAttached ? 'network.cableAttached' : 'network.cableDetached'} />
        </strong>
      </p>
      <SaveWithOutcome busy={busy} outcome={outcome} />
    </Form>
  );
}
