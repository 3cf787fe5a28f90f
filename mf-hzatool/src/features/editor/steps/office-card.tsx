import type { HzaOffice } from '@portal/contracts';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';

/** The chosen office; its address only where verified (facts §4), otherwise a hint to check it. */
export function OfficeCard({ office }: { office: HzaOffice }) {
  return (
    <Card as="section" aria-label={office.name} className="border-primary-subtle bg-primary-subtle">
      <Card.Body className="d-flex gap-3">
        <i className="bi bi-bank fs-3 text-primary-emphasis" aria-hidden />
        <div>
          <div className="small text-body-secondary">
            <FormattedMessage id="mf.hzatool.office.chosen" />
          </div>
          <div className="fw-semibold">{office.name}</div>
          {office.dss ? (
            <div className="small">
              <FormattedMessage id="mf.hzatool.office.dss" values={{ dss: office.dss }} />
            </div>
          ) : null}
          {office.verified && office.address ? (
            <div className="small" style={{ whiteSpace: 'pre-line' }}>
              {office.address}
            </div>
          ) : (
            <div className="small text-body-secondary">
              <FormattedMessage id="mf.hzatool.office.addressUnverified" />
            </div>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
