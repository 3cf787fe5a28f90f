import { type ConnectedUnit, type MessageIdsAfter, formatSerial } from '@portal/web-kit';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnitMetadata } from '../../../unit/use-metadata.js';

/** Serial, module, name, product, firmware and connection state of the unit. */
export function UnitInfoCard({ sn, unit }: { sn: string; unit: ConnectedUnit }) {
  const intl = useIntl();
  const meta = useUnitMetadata();
  const unknown = intl.formatMessage({ id: 'mf.dashboard.settings.info.unknown' });
  const title = intl.formatMessage({ id: 'mf.dashboard.settings.info.title' });
  const product = meta?.screenText(`productGroup.${unit.productGroup}`) ?? unit.productGroup;
  const rows: [MessageIdsAfter<'mf.dashboard.settings.info.'>, ReactNode][] = [
    ['serial', <span className="font-monospace">{formatSerial(sn)}</span>],
    ['module', unit.module || unknown],
    ['benennung', unit.benennung || unknown],
    ['productGroup', product],
    ['firmware', unit.firmware ? <span className="font-monospace">{unit.firmware}</span> : unknown],
    [
      'state',
      unit.online && !unit.offline ? (
        <Badge bg="success" pill>
          <i className="bi bi-wifi me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.settings.info.online" />
        </Badge>
      ) : (
        <Badge bg="secondary" pill>
          <i className="bi bi-wifi-off me-1" aria-hidden />
          <FormattedMessage
            id={
              unit.offline ? 'mf.dashboard.settings.info.offlineData' : 'mf.dashboard.settings.info.offline'
            }
          />
        </Badge>
      ),
    ],
  ];
  return (
    <Card as="section" className="h-100" aria-label={title}>
      <Card.Header className="bg-body py-3">
        <h2 className="h6 mb-0">
          <i className="bi bi-cpu me-2 text-body-secondary" aria-hidden />
          {title}
        </h2>
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0 gy-2">
          {rows.map(([field, value]) => (
            <div key={field} className="col-12 d-flex justify-content-between gap-3" data-field={field}>
              <dt className="fw-normal text-body-secondary">
                <FormattedMessage id={`mf.dashboard.settings.info.${field}`} />
              </dt>
              <dd className="mb-0 text-end">{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
