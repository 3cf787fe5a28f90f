import type { HzaOffice } from '@portal/contracts';
import { call, useErrorText } from '@portal/web-kit';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { FormattedMessage } from 'react-intl';
import { OfficeChoice } from './office-choice.js';

/** The office found by its key (Dienststellenschlüssel); unknown keys leave the choice to the user. */
export function DssLookup({
  offices,
  value,
  readOnly,
  onFound,
  onChosen,
}: {
  offices: readonly HzaOffice[];
  /** The chosen office's key. */
  value: string | undefined;
  readOnly: boolean;
  onFound: (office: HzaOffice) => void;
  onChosen: (office: HzaOffice) => void;
}) {
  const id = useId();
  const errorText = useErrorText();
  const [dss, setDss] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await call('hzatoolHzaByDss', { query: { dss: dss.trim() } });
      if (answer.office) onFound(answer.office);
      else setMessage(errorText(answer.messageKey ?? 'hzatool.dss.nooffice'));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="d-flex flex-column gap-2">
      <h3 id={`${id}-title`} className="h6 mb-0">
        <FormattedMessage id="mf.hzatool.office.byDss" />
      </h3>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (dss.trim() !== '') void search();
        }}
      >
        <Form.Label htmlFor={`${id}-input`}>
          <FormattedMessage id="mf.hzatool.office.dssLabel" />
        </Form.Label>
        <InputGroup style={{ maxWidth: '22rem' }}>
          <Form.Control
            id={`${id}-input`}
            value={dss}
            inputMode="numeric"
            maxLength={40}
            disabled={readOnly}
            onChange={(event) => setDss(event.target.value)}
          />
          <Button type="submit" variant="outline-primary" disabled={readOnly || busy || dss.trim() === ''}>
            <FormattedMessage id="mf.hzatool.office.search" />
          </Button>
        </InputGroup>
      </Form>
      {message ? (
        <>
          <Alert variant="warning" className="mb-0">
            {message}
          </Alert>
          <OfficeChoice offices={offices} value={value} onChoose={onChosen} readOnly={readOnly} />
        </>
      ) : null}
    </section>
  );
}
