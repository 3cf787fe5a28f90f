import { type ShopServiceName, shopServiceNames } from '@portal/contracts';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopMessageId } from '../../../components/message-ids.js';

/** What the statistics are asked for: one service or all, and an optional range of months. */
export interface StatsFilter {
  service: ShopServiceName | '';
  from: string;
  to: string;
}

/** A month of the statistics' range; empty means open. */
function MonthField(props: {
  id: string;
  label: ShopMessageId;
  value: string;
  min?: string;
  max?: string;
  onChange: (month: string) => void;
}) {
  return (
    <Form.Group className="col-6 col-md-4" controlId={props.id}>
      <Form.Label className="small mb-1">
        <FormattedMessage id={props.label} />
      </Form.Label>
      <Form.Control
        size="sm"
        type="month"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Form.Group>
  );
}

export function StatsFilters({
  filter: { service, from, to },
  onChange,
}: {
  filter: StatsFilter;
  onChange: (change: Partial<StatsFilter>) => void;
}) {
  const intl = useIntl();
  const ids = useId();
  return (
    <div className="row g-2">
      <Form.Group className="col-12 col-md-4" controlId={`${ids}-service`}>
        <Form.Label className="small mb-1">
          <FormattedMessage id="mf.shop.bookings.service" />
        </Form.Label>
        <Form.Select
          size="sm"
          value={service}
          onChange={(event) => onChange({ service: event.target.value as ShopServiceName | '' })}
        >
          <option value="">{intl.formatMessage({ id: 'mf.shop.stats.allServices' })}</option>
          {shopServiceNames.map((name) => (
            <option key={name} value={name}>
              {intl.formatMessage({ id: `mf.shop.service.${name}` })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <MonthField
        id={`${ids}-from`}
        label="mf.shop.stats.from"
        value={from}
        max={to}
        onChange={(month) => onChange({ from: month })}
      />
      <MonthField
        id={`${ids}-to`}
        label="mf.shop.stats.to"
        value={to}
        min={from}
        onChange={(month) => onChange({ to: month })}
      />
    </div>
  );
}
