import type { HzaCountyOffice, HzaOffice } from '@portal/contracts';
import { FormDialog, openModal, showFailure, useEndpointMutation } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';

const maxOffices = 5;

/** How an entry is known, at a glance: the regulation, a candidate to verify, a correction, open. */
const basisStyles: Record<HzaCountyOffice['basis'], string> = {
  regulation: 'text-bg-success',
  candidate: 'text-bg-warning',
  correction: 'text-bg-primary',
  unresolved: 'text-bg-secondary',
};

/** A county with its offices and a button to correct them. */
export function CountyRow({ county, offices }: { county: HzaCountyOffice; offices: readonly HzaOffice[] }) {
  const intl = useIntl();
  const names = county.officeKeys.map((key) => offices.find((office) => office.key === key)?.name ?? key);
  return (
    <tr>
      <th scope="row" className="fw-normal">
        <span className="font-monospace small text-body-secondary me-2">{county.countyCode}</span>
        {county.countyName}
      </th>
      <td>
        {names.length > 0 ? (
          names.join(', ')
        ) : (
          <span className="text-body-secondary">
            <FormattedMessage id="mf.hzatool.offices.unknown" />
          </span>
        )}
        <span
          className={`badge ms-2 ${basisStyles[county.basis]}`}
          title={county.sources.join('; ') || undefined}
        >
          <FormattedMessage id={`mf.hzatool.offices.basis.${county.basis}`} />
        </span>
      </td>
      <td className="text-end">
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={intl.formatMessage(
            { id: 'mf.hzatool.offices.edit.label' },
            { county: county.countyName },
          )}
          onClick={() =>
            void openModal<boolean>((close, zIndex) => (
              <CountyDialog county={county} offices={offices} close={close} zIndex={zIndex} />
            ))
          }
        >
          <i className="bi bi-pencil" aria-hidden />
        </Button>
      </td>
    </tr>
  );
}

function CountyDialog({
  county,
  offices,
  close,
  zIndex,
}: {
  county: HzaCountyOffice;
  offices: readonly HzaOffice[];
  close: (saved?: boolean) => void;
  zIndex: number;
}) {
  const intl = useIntl();
  const [keys, setKeys] = useState<string[]>(county.officeKeys);
  const saveOffices = useEndpointMutation('hzatoolCountyOffice', {
    invalidates: ['hzatoolOffices'],
    successToast: () => ({
      variant: 'success',
      title: county.countyName,
      body: intl.formatMessage({ id: 'mf.hzatool.offices.saved' }),
    }),
  });
  const toggle = (key: string, on: boolean) =>
    setKeys((current) => (on ? [...current, key] : current.filter((other) => other !== key)));

  const save = () =>
    saveOffices.mutate(
      { body: { countyCode: county.countyCode, officeKeys: keys } },
      {
        onSuccess: () => close(true),
        onError: (error) => showFailure(intl.formatMessage({ id: 'mf.hzatool.offices.failed' }), error),
      },
    );

  return (
    <FormDialog
      zIndex={zIndex}
      title={<FormattedMessage id="mf.hzatool.offices.edit.title" values={{ county: county.countyName }} />}
      onCancel={() => close(false)}
      onSubmit={save}
      busy={saveOffices.isPending}
      submitText={<FormattedMessage id="mf.hzatool.save" />}
      cancelText={<FormattedMessage id="mf.hzatool.cancel" />}
    >
      <fieldset>
        <legend className="fs-6">
          <FormattedMessage id="mf.hzatool.offices.edit.legend" values={{ max: maxOffices }} />
        </legend>
        {offices.map((office) => (
          <Form.Check
            key={office.key}
            id={`mfh-county-${office.key}`}
            label={office.name}
            checked={keys.includes(office.key)}
            disabled={!keys.includes(office.key) && keys.length >= maxOffices}
            onChange={(event) => toggle(office.key, event.target.checked)}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}
