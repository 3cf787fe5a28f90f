import { type AccessorKind, accessorKinds } from '@portal/contracts/frontend';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccessLog } from '../hooks/use-access-log.js';

/** The kinds of others an owner filters by (the operators' own accesses have their switch). */
const filterKinds = accessorKinds.filter((kind) => kind !== 'operator');

/** Filters of the access log: who (kind of access), from and to (dates), the owner's own accesses. */
export function AccessFilterForm({ access }: { access: AccessLog }) {
  const intl = useIntl();
  const { filters, changeFilters } = access;
  const label = (id: 'title' | 'kind' | 'allKinds' | 'from' | 'to') =>
    intl.formatMessage({ id: `mf.dashboard.settings.access.filter.${id}` });
  return (
    <Form onSubmit={(event) => event.preventDefault()} aria-label={label('title')}>
      <div className="row g-2 align-items-end">
        <div className="col-12 col-md-6">
          <Form.Group controlId="access-kind">
            <Form.Label className="small mb-1">{label('kind')}</Form.Label>
            <Form.Select
              size="sm"
              value={filters.kind}
              onChange={(event) => changeFilters({ kind: event.target.value as AccessorKind | '' })}
            >
              <option value="">{label('allKinds')}</option>
              {filterKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {intl.formatMessage({ id: `mf.dashboard.settings.access.kind.${kind}` })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <div className="col-6 col-md-3">
          <Form.Group controlId="access-from">
            <Form.Label className="small mb-1">{label('from')}</Form.Label>
            <Form.Control
              size="sm"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => changeFilters({ from: event.target.value })}
            />
          </Form.Group>
        </div>
        <div className="col-6 col-md-3">
          <Form.Group controlId="access-to">
            <Form.Label className="small mb-1">{label('to')}</Form.Label>
            <Form.Control
              size="sm"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => changeFilters({ to: event.target.value })}
            />
          </Form.Group>
        </div>
        <div className="col-12">
          <Form.Check
            id="access-own"
            type="switch"
            className="small mb-1"
            checked={filters.own}
            onChange={(event) => changeFilters({ own: event.target.checked })}
            label={<FormattedMessage id="mf.dashboard.settings.access.filter.own" />}
          />
        </div>
      </div>
    </Form>
  );
}
