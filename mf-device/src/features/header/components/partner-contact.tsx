import { useEndpointQuery } from '@portal/web-kit';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ReportFailure } from './report-failure.js';

/** The operator's partner, whom to call about the unit. */
export function PartnerContact({ onFailure }: { onFailure: ReportFailure }) {
  const partners = useEndpointQuery('partners', { body: {} });
  useEffect(() => {
    if (partners.error) onFailure('partnersFailed', partners.error);
  }, [partners.error, onFailure]);
  const partner = partners.data?.partners[0];
  if (!partner) return null;
  return (
    <address className="small mb-0" data-testid="device-partner">
      <span className="text-body-secondary">
        <FormattedMessage id="header.contact" />:
      </span>{' '}
      {/* The company, then the person there: run together they read as one name. */}
      <strong>{partner.name || partner.vname}</strong>
      {partner.name && partner.vname ? ` (${partner.vname})` : null}
      {partner.telefon ? (
        <>
          {' · '}
          <a href={`tel:${partner.telefon}`} className="text-nowrap">
            {partner.telefon}
          </a>
        </>
      ) : null}
      {partner.mail ? (
        <>
          {' · '}
          <a href={`mailto:${partner.mail}`}>{partner.mail}</a>
        </>
      ) : null}
    </address>
  );
}
