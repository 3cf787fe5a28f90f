import type { Campaign } from '@portal/contracts';
import { EmptyState, PageTitle, Skeleton, useScreenSize, Link } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { FleetTable } from '../../../components/fleet-table.js';
import { useCampaignList } from '../hooks/use-campaigns.js';
import { CampaignAccess, CampaignStateBadge, ProgressBars, totalProgress } from './campaign-parts.js';

/**
 * /fleet/campaigns (issue 44): the parameter campaigns, newest first, with their state and
 * progress (live while one runs), and the way to a new one. Partners and the manufacturer only.
 */
export function CampaignsPage() {
  return (
    <CampaignAccess>
      <div className="d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
          <PageTitle icon="bi-sliders2">
            <FormattedMessage id="mf.fleet.campaigns.title" />
          </PageTitle>
          <Link to="/fleet/campaigns/new" className="btn btn-primary ms-auto">
            <i className="bi bi-plus-lg me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.campaigns.new" />
          </Link>
        </div>
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="mf.fleet.campaigns.intro" />
        </p>
        <CampaignList />
      </div>
    </CampaignAccess>
  );
}

function CampaignList() {
  const intl = useIntl();
  const list = useCampaignList();
  const small = useScreenSize() === 'small';
  if (list.isPending)
    return <Skeleton label={intl.formatMessage({ id: 'mf.fleet.campaigns.loading' })} lines={4} />;
  if (list.isError)
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <FormattedMessage id="mf.fleet.campaigns.failed" values={{ message: list.error.message }} />
        <Button size="sm" variant="outline-danger" onClick={() => void list.refetch()}>
          <FormattedMessage id="mf.fleet.campaigns.retry" />
        </Button>
      </Alert>
    );
  const { campaigns } = list.data;
  if (campaigns.length === 0)
    return (
      <EmptyState icon="bi-sliders2" title={<FormattedMessage id="mf.fleet.campaigns.empty" />}>
        <FormattedMessage id="mf.fleet.campaigns.emptyHint" />
      </EmptyState>
    );
  return (
    <section aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.list' })}>
      {small ? <CampaignCards campaigns={campaigns} /> : <CampaignTable campaigns={campaigns} />}
    </section>
  );
}

function Created({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  return (
    <FormattedMessage
      id="mf.fleet.campaigns.createdBy"
      values={{ name: campaign.createdBy, at: intl.formatDate(campaign.createdAt, { format: 'long' }) }}
    />
  );
}

function CampaignTable({ campaigns }: { campaigns: readonly Campaign[] }) {
  return (
    <FleetTable
      columns={[
        'mf.fleet.campaigns.column.name',
        'mf.fleet.campaigns.column.state',
        'mf.fleet.campaigns.column.progress',
        'mf.fleet.campaigns.column.created',
      ]}
    >
      {campaigns.map((campaign) => (
        <tr key={campaign.id}>
          <td>
            <Link to={`/fleet/campaigns/${campaign.id}`} className="fw-semibold">
              {campaign.name}
            </Link>
          </td>
          <td>
            <CampaignStateBadge state={campaign.state} />
          </td>
          <td style={{ minWidth: '12rem' }}>
            <ProgressBars progress={totalProgress(campaign)} />
          </td>
          <td className="small text-body-secondary">
            <Created campaign={campaign} />
          </td>
        </tr>
      ))}
    </FleetTable>
  );
}

/** Phones: one card-like row per campaign, the whole row a link. */
function CampaignCards({ campaigns }: { campaigns: readonly Campaign[] }) {
  return (
    <ListGroup as="ul">
      {campaigns.map((campaign) => (
        <ListGroup.Item as="li" key={campaign.id} className="d-flex flex-column gap-2">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Link to={`/fleet/campaigns/${campaign.id}`} className="fw-semibold me-auto">
              {campaign.name}
            </Link>
            <CampaignStateBadge state={campaign.state} />
          </div>
          <ProgressBars progress={totalProgress(campaign)} />
          <span className="small text-body-secondary">
            <Created campaign={campaign} />
          </span>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
