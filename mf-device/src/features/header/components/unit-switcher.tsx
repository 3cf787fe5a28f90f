import { formatSerial, useEndpointQuery, useNavigate } from '@portal/web-kit';
import { useEffect, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { ReportFailure } from './report-failure.js';

/** The units the user may see (the first page of the start page's list); the open one first. */
export function UnitSwitcher(props: { sn: string; screen: string | undefined; onFailure: ReportFailure }) {
  const { sn, screen, onFailure } = props;
  const id = useId();
  const navigate = useNavigate();
  const units = useEndpointQuery('units', { body: { limit: 100 } });
  useEffect(() => {
    if (units.error) onFailure('unitsFailed', units.error);
  }, [units.error, onFailure]);
  const listed = units.data?.units ?? [];
  const options = listed.some((unit) => unit.seriennummer === sn)
    ? listed
    : [{ seriennummer: sn, benennung: '' }, ...listed];
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="mb-0 small text-body-secondary">
        <FormattedMessage id="header.unit" />
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={sn}
        style={{ maxWidth: '20rem' }}
        onChange={(event) => void navigate(`/${event.target.value}/device${screen ? `/${screen}` : ''}`)}
      >
        {options.map((unit) => (
          <option key={unit.seriennummer} value={unit.seriennummer}>
            {[formatSerial(unit.seriennummer), unit.benennung].filter(Boolean).join(' · ')}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
