import { type Campaign, campaignUnitStatuses } from '@portal/contracts';
import { languageAtom, useAtomValue, useExpiryText } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { kindLabel, pointLabel } from '../writable-points.js';
import { ProgressBars } from './campaign-parts.js';

/** Per stage: its share, a bar of its finished units (confirmed, failed) and the counts in words. */
export function StageProgress({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const active = campaign.state === 'running' || campaign.state === 'paused';
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.detail.stages' })}>
      <Card.Header as="h2" className="h6 mb-0 py-2">
        <FormattedMessage id="mf.fleet.campaigns.detail.stages" />
      </Card.Header>
      <ListGroup variant="flush" as="ol">
        {campaign.stageProgress.map((stage, index) => {
          const counts = intl.formatMessage({ id: 'mf.fleet.campaigns.detail.stageCounts' }, stage);
          const current = active && index === campaign.stage;
          return (
            <ListGroup.Item
              as="li"
              key={index}
              aria-current={current ? 'step' : undefined}
              className="d-flex flex-column gap-1"
            >
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span className="fw-semibold">
                  <FormattedMessage
                    id="mf.fleet.campaigns.detail.stage"
                    values={{ number: index + 1, percent: stage.percent }}
                  />
                </span>
                <span className="small text-body-secondary">
                  <FormattedMessage id="mf.fleet.campaigns.units" values={{ count: stage.units }} />
                </span>
                {current ? (
                  <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis border border-primary-subtle">
                    <FormattedMessage id="mf.fleet.campaigns.detail.stageCurrent" />
                  </span>
                ) : null}
              </div>
              <ProgressBars progress={stage} label={counts} />
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </Card>
  );
}

/** How many units are in each status (those with none left out). */
export function StatusCounts({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const statuses = campaignUnitStatuses.filter((status) => (campaign.counts[status] ?? 0) > 0);
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.detail.counts' })}>
      <Card.Header as="h2" className="h6 mb-0 py-2">
        <FormattedMessage id="mf.fleet.campaigns.detail.counts" />
      </Card.Header>
      <Card.Body>
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {statuses.map((status) => (
            <li key={status} className="badge rounded-pill border bg-body-tertiary text-body fw-normal fs-6">
              <FormattedMessage id={`mf.fleet.campaigns.status.${status}`} />{' '}
              <strong>{intl.formatNumber(campaign.counts[status] ?? 0)}</strong>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

/** What it writes, to which units, and how. */
export function CampaignSettings({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const expiryText = useExpiryText();
  const { filter } = campaign;
  const selection = [
    filter.productGroups.map((kind) => kindLabel(kind, language)).join(', '),
    filter.firmware && `${intl.formatMessage({ id: 'mf.fleet.campaigns.form.firmware' })} ${filter.firmware}`,
    filter.postcode && `${intl.formatMessage({ id: 'mf.fleet.campaigns.form.postcode' })} ${filter.postcode}`,
    filter.partnerId !== null &&
      `${intl.formatMessage({ id: 'mf.fleet.campaigns.form.partnerId' })} ${filter.partnerId}`,
    filter.serials.length > 0 && filter.serials.join(', '),
  ].filter(Boolean);
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.detail.settings' })}>
      <Card.Header as="h2" className="h6 mb-0 py-2">
        <FormattedMessage id="mf.fleet.campaigns.detail.settings" />
      </Card.Header>
      <Card.Body className="small d-flex flex-column gap-2">
        <ul className="list-unstyled mb-0">
          {Object.entries(campaign.values).map(([key, value]) => {
            const { label, unit } = pointLabel(key, language);
            return (
              <li key={key}>
                {label}:{' '}
                <strong>
                  {intl.formatNumber(value)}
                  {unit ? ` ${unit}` : ''}
                </strong>
              </li>
            );
          })}
        </ul>
        <div>
          <span className="text-body-secondary">
            <FormattedMessage id="mf.fleet.campaigns.detail.filter" />:{' '}
          </span>
          {selection.length > 0 ? (
            selection.join(' · ')
          ) : (
            <FormattedMessage id="mf.fleet.campaigns.detail.filterAll" />
          )}
        </div>
        <div className="text-body-secondary">
          {campaign.stages.map((stage) => `${stage} %`).join(' → ')} ·{' '}
          <FormattedMessage
            id="mf.fleet.campaigns.detail.pauseMinutes"
            values={{ minutes: campaign.pauseMinutes }}
          />{' '}
          ·{' '}
          {campaign.queueOffline ? (
            <FormattedMessage
              id="mf.fleet.campaigns.detail.queueOn"
              values={{ expiry: expiryText(campaign.expiresInHours) }}
            />
          ) : (
            <FormattedMessage id="mf.fleet.campaigns.detail.queueOff" />
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
