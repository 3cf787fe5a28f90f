import type { ConsentRecord } from '@portal/contracts';
import { appInfoAtom, hasMessage, useAtomValue, useEndpointQuery } from '@portal/web-kit';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { brandConsentTitle, consentKeysOf } from '../../../components/consent-dialog.js';

/**
 * A consent's name as the consents card shows it (the brand's remote access by the brand); a
 * token's or webhook's by its name or address.
 */
function consentLabel(intl: IntlShape, brand: string, record: ConsentRecord): string {
  const { key, granteeKind, granteeLabel } = record;
  if (granteeKind === 'token' || granteeKind === 'webhook')
    return intl.formatMessage(
      { id: `mf.dashboard.settings.history.${granteeKind}` },
      { name: granteeLabel ?? `#${record.granteeId ?? ''}` },
    );
  if (key === consentKeysOf(brand)[1]) return brandConsentTitle(intl, brand);
  const id = `mf.dashboard.settings.consent.${key}`;
  return hasMessage(intl, id) ? intl.formatMessage({ id }) : key;
}

/** Whether a version still holds: not ended, or ending later (a token's expiry). */
const holds = (record: ConsentRecord, now: number) =>
  record.validTo === null || Date.parse(record.validTo) > now;

/** One version of a consent: given or not, by whom, since (and until) when, under which text. */
function ConsentVersion({ record }: { record: ConsentRecord }) {
  const intl = useIntl();
  const brand = useAtomValue(appInfoAtom)?.brand ?? '';
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ListGroup.Item as="li" className="py-2" data-consent-key={record.key}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold text-break">{consentLabel(intl, brand, record)}</span>
        <Badge
          bg={record.granted ? 'success-subtle' : 'danger-subtle'}
          text={record.granted ? 'success-emphasis' : 'danger-emphasis'}
          className="fw-normal"
        >
          <FormattedMessage
            id={
              record.granted
                ? 'mf.dashboard.settings.consents.granted'
                : 'mf.dashboard.settings.consents.denied'
            }
          />
        </Badge>
      </div>
      <div className="small text-body-secondary">
        <FormattedMessage
          id={
            record.validTo ? 'mf.dashboard.settings.history.between' : 'mf.dashboard.settings.history.since'
          }
          values={{ from: date(record.validFrom), to: record.validTo ? date(record.validTo) : '' }}
        />{' '}
        ·{' '}
        <FormattedMessage id="mf.dashboard.settings.history.by" values={{ login: record.grantedBy.login }} />{' '}
        ·{' '}
        <FormattedMessage
          id="mf.dashboard.settings.history.text"
          values={{ version: record.textVersion ?? '–' }}
        />
      </div>
    </ListGroup.Item>
  );
}

/** The unit's current consents with who gave them when, and the earlier versions on request. */
export function ConsentHistoryCard({ sn }: { sn: string }) {
  const intl = useIntl();
  const [earlierShown, setEarlierShown] = useState(false);
  const history = useEndpointQuery('unitConsents', { params: { sn } });
  const records = history.data?.records ?? [];
  // Whether a version still holds, as of the answer (a token's expiry may lie ahead).
  const now = history.dataUpdatedAt;
  const current = records.filter((record) => holds(record, now));
  const earlier = records.filter((record) => !holds(record, now));
  const title = intl.formatMessage({ id: 'mf.dashboard.settings.history.title' });
  if (history.isError) return null;
  return (
    <Card as="section" aria-label={title}>
      <Card.Header className="bg-body py-3">
        <h2 className="h6 mb-0">
          <i className="bi bi-clock-history me-2 text-body-secondary" aria-hidden />
          {title}
        </h2>
      </Card.Header>
      <ListGroup variant="flush" as="ul" aria-label={title}>
        {current.map((record) => (
          <ConsentVersion key={`${record.key}-${record.validFrom}`} record={record} />
        ))}
      </ListGroup>
      {earlier.length > 0 && (
        <Card.Body className="border-top">
          <Button
            variant="link"
            size="sm"
            className="p-0"
            aria-expanded={earlierShown}
            aria-controls="consent-earlier"
            onClick={() => setEarlierShown((shown) => !shown)}
          >
            <FormattedMessage
              id={earlierShown ? 'mf.dashboard.settings.history.hide' : 'mf.dashboard.settings.history.show'}
              values={{ count: earlier.length }}
            />
          </Button>
        </Card.Body>
      )}
      {earlierShown && (
        <ListGroup variant="flush" as="ul" id="consent-earlier" className="border-top">
          {earlier.map((record) => (
            <ConsentVersion key={`${record.key}-${record.validFrom}`} record={record} />
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
