import type { Campaign } from '@portal/contracts';
import { confirmDialog } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCampaignAction } from '../hooks/use-campaigns.js';

/** Pause (running), resume (paused) and cancel (either, after a question). */
export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  const pause = useCampaignAction('campaignPause');
  const resume = useCampaignAction('campaignResume');
  const cancel = useCampaignAction('campaignCancel');
  const busy = pause.isPending || resume.isPending || cancel.isPending;
  const options = { params: { id: String(campaign.id) }, body: {} };
  if (campaign.state !== 'running' && campaign.state !== 'paused') return null;
  const askCancel = async () => {
    const sure = await confirmDialog({
      title: intl.formatMessage({ id: 'mf.fleet.campaigns.cancelTitle' }),
      description: intl.formatMessage({ id: 'mf.fleet.campaigns.cancelText' }),
      confirmText: intl.formatMessage({ id: 'mf.fleet.campaigns.cancelConfirm' }),
      cancelText: intl.formatMessage({ id: 'mf.fleet.campaigns.keep' }),
      variant: 'danger',
    });
    if (sure) cancel.mutate(options);
  };
  return (
    <div className="ms-auto d-flex flex-wrap gap-2">
      {campaign.state === 'running' ? (
        <Button variant="outline-primary" disabled={busy} onClick={() => pause.mutate(options)}>
          {pause.isPending ? (
            <Spinner size="sm" className="me-1" aria-hidden />
          ) : (
            <i className="bi bi-pause-fill me-1" aria-hidden />
          )}
          <FormattedMessage id="mf.fleet.campaigns.pause" />
        </Button>
      ) : (
        <Button variant="primary" disabled={busy} onClick={() => resume.mutate(options)}>
          {resume.isPending ? (
            <Spinner size="sm" className="me-1" aria-hidden />
          ) : (
            <i className="bi bi-play-fill me-1" aria-hidden />
          )}
          <FormattedMessage id="mf.fleet.campaigns.resume" />
        </Button>
      )}
      <Button variant="outline-danger" disabled={busy} onClick={() => void askCancel()}>
        <i className="bi bi-x-circle me-1" aria-hidden />
        <FormattedMessage id="mf.fleet.campaigns.cancel" />
      </Button>
    </div>
  );
}
