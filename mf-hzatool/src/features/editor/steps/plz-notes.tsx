import type { HzaByPlzResponse } from '@portal/contracts';
import { useErrorText } from '@portal/web-kit';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';

/** The postcode's places when they lie in different districts: the one picked decides. */
export function PlacePicker({
  answer,
  onPick,
  readOnly,
}: {
  answer: HzaByPlzResponse;
  onPick: (place: string) => void;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  if (answer.places.length === 0) return null;
  return (
    <Form.Group controlId={id} style={{ maxWidth: '22rem' }}>
      <Form.Label>
        <FormattedMessage id="mf.hzatool.office.place" />
      </Form.Label>
      <Form.Select
        value={answer.place ?? ''}
        disabled={readOnly}
        onChange={(event) => onPick(event.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'mf.hzatool.choose' })}</option>
        {answer.places.map((place) => (
          <option key={place} value={place}>
            {place}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** An office proposed from sources other than the regulation: to verify, with where it comes from. */
export function CandidateNotice({ answer }: { answer: HzaByPlzResponse }) {
  const errorText = useErrorText();
  if (answer.match !== 'unique' || answer.basis !== 'candidate') return null;
  return (
    <Alert variant="warning" className="mb-0 small" data-testid="mfh-office-candidate">
      <div>{errorText('hzatool.plz.candidate')}</div>
      {answer.sources.length > 0 ? (
        <div className="mt-1 text-break">
          <FormattedMessage id="mf.hzatool.office.sources" values={{ sources: answer.sources.join('; ') }} />
        </div>
      ) : null}
    </Alert>
  );
}
