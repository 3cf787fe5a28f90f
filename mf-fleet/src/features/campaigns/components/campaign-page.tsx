import type { Campaign, CampaignUnitStatus } from '@portal/contracts';
import { PageTitle, Skeleton, useParams } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCampaign } from '../hooks/use-campaigns.js';
import { CampaignActions } from './campaign-actions.js';
import { BackToCampaigns, CampaignAccess, CampaignStateBadge } from './campaign-parts.js';
import { CampaignSettings, StageProgress, StatusCounts } from './campaign-progress.js';
import { CampaignUnits } from './campaign-units.js';

/**
 * /fleet/campaigns/:id (issue 44): a campaign's state and progress per stage, live while it runs
 * (every 2 s), with pause, resume and cancel, why it paused, and each unit's result with read-back.
 */
export function CampaignPage() {
  return (
    <CampaignAccess>
      <CampaignDetail />
    </CampaignAccess>
  );
}

function CampaignDetail() {
  const intl = useIntl();
  const { id = '' } = useParams<'id'>();
  const [status, setStatus] = useState<CampaignUnitStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { campaign, units } = useCampaign(id, status, page);
  if (campaign.isPending)
    return <Skeleton label={intl.formatMessage({ id: 'mf.fleet.campaigns.detail.loading' })} lines={6} />;
  if (campaign.isError)
    return (
      <div className="d-flex flex-column gap-3">
        <BackToCampaigns />
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <FormattedMessage
            id="mf.fleet.campaigns.detail.failed"
            values={{ message: campaign.error.message }}
          />
          <Button size="sm" variant="outline-danger" onClick={() => void campaign.refetch()}>
            <FormattedMessage id="mf.fleet.campaigns.retry" />
          </Button>
        </Alert>
      </div>
    );
  const shown = campaign.data;
  return (
    <div className="d-flex flex-column gap-3">
      <BackToCampaigns />
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
        <PageTitle icon="bi-sliders2">{shown.name}</PageTitle>
        <CampaignStateBadge state={shown.state} />
        <CampaignActions campaign={shown} />
      </div>
      <StateNotice campaign={shown} />
      <div className="row g-3">
        <div className="col-lg-7">
          <StageProgress campaign={shown} />
        </div>
        <div className="col-lg-5 d-flex flex-column gap-3">
          <StatusCounts campaign={shown} />
          <CampaignSettings campaign={shown} />
        </div>
      </div>
      <CampaignUnits
        units={units}
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        page={page}
        onPage={setPage}
      />
    </div>
  );
}

/** Why it paused (a failed stage prominently), when the next stage starts, or when it ended. */
function StateNotice({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const at = (iso: string) => intl.formatDate(iso, { format: 'long' });
  if (campaign.state === 'paused' && campaign.pauseReason === 'campaign.pause.failures')
    return (
      <Alert variant="danger" className="mb-0" role="alert">
        <Alert.Heading as="h2" className="h5">
          <i className="bi bi-exclamation-octagon me-2" aria-hidden />
          <FormattedMessage id="campaign.pause.failures" />
        </Alert.Heading>
        <p className="mb-0">
          <FormattedMessage id="mf.fleet.campaigns.detail.autoPause" />
        </p>
      </Alert>
    );
  if (campaign.state === 'paused')
    return (
      <Alert variant="warning" className="mb-0">
        <i className="bi bi-pause-circle me-2" aria-hidden />
        <FormattedMessage id={campaign.pauseReason ?? 'campaign.pause.user'} />
      </Alert>
    );
  if (campaign.state === 'running')
    return (
      <p className="small text-body-secondary mb-0 d-flex flex-wrap column-gap-3" role="status">
        <span>
          <span className="spinner-grow spinner-grow-sm text-primary me-1" aria-hidden />
          <FormattedMessage id="mf.fleet.campaigns.detail.live" />
        </span>
        {campaign.nextStageAt ? (
          <FormattedMessage
            id="mf.fleet.campaigns.detail.nextStage"
            values={{ at: at(campaign.nextStageAt) }}
          />
        ) : null}
      </p>
    );
  return campaign.finishedAt ? (
    <p className="small text-body-secondary mb-0">
      <FormattedMessage id="mf.fleet.campaigns.detail.finished" values={{ at: at(campaign.finishedAt) }} />
    </p>
  ) : null;
}
