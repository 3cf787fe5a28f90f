import type { Campaign, CampaignState } from '@portal/contracts';
import { EmptyState, appInfoAtom, currentUserAtom, useAtomValue, Link } from '@portal/web-kit';
import type { ReactNode } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { FormattedMessage, useIntl } from 'react-intl';
import { mayRunCampaigns } from '../../../components/campaign-rules.js';

/** Above the title of each campaign page but the list: the way back to the list. */
export function BackToCampaigns() {
  return (
    <Link to="/fleet/campaigns" className="small align-self-start">
      <i className="bi bi-arrow-left me-1" aria-hidden />
      <FormattedMessage id="mf.fleet.campaigns.back" />
    </Link>
  );
}

/** The campaign pages are for partners and the manufacturer's staff; others are told so. */
export function CampaignAccess({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  if (!user) return null;
  if (!mayRunCampaigns(user, app))
    return (
      <EmptyState
        icon="bi-shield-lock"
        title={<FormattedMessage id="mf.fleet.campaigns.title" />}
        heading={2}
      >
        <FormattedMessage id="mf.fleet.campaigns.notAllowed" />
      </EmptyState>
    );
  return <>{children}</>;
}

const stateLooks: Record<CampaignState, { tone: string; icon: string }> = {
  running: { tone: 'primary', icon: 'bi-play-circle' },
  paused: { tone: 'warning', icon: 'bi-pause-circle' },
  completed: { tone: 'success', icon: 'bi-check-circle' },
  cancelled: { tone: 'secondary', icon: 'bi-x-circle' },
};

/** A campaign's state as a tinted pill (Bootstrap's subtle tints, restyled by every skin). */
export function CampaignStateBadge({ state }: { state: CampaignState }) {
  const { tone, icon } = stateLooks[state];
  return (
    <span
      className={`badge rounded-pill border border-${tone}-subtle bg-${tone}-subtle text-${tone}-emphasis`}
    >
      <i className={`bi ${icon} me-1`} aria-hidden />
      <FormattedMessage id={`mf.fleet.campaigns.state.${state}`} />
    </span>
  );
}

interface Progress {
  units: number;
  done: number;
  confirmed: number;
  failed: number;
}

/** All stages together. */
export function totalProgress(campaign: Campaign): Progress {
  return campaign.stageProgress.reduce(
    (sum, stage) => ({
      units: sum.units + stage.units,
      done: sum.done + stage.done,
      confirmed: sum.confirmed + stage.confirmed,
      failed: sum.failed + stage.failed,
    }),
    { units: 0, done: 0, confirmed: 0, failed: 0 },
  );
}

/**
 * Finished units as a stacked bar: confirmed (green), failed (red), otherwise ended (grey); the
 * counts in words below it are what screen readers get (the bar itself is decoration).
 */
export function ProgressBars({ progress, label }: { progress: Progress; label?: string }) {
  const intl = useIntl();
  const share = (count: number) => (progress.units === 0 ? 0 : (count / progress.units) * 100);
  const other = Math.max(0, progress.done - progress.confirmed - progress.failed);
  const text =
    label ??
    intl.formatMessage(
      { id: 'mf.fleet.campaigns.progressLabel' },
      { done: progress.done, total: progress.units },
    );
  return (
    <div className="d-flex flex-column gap-1">
      <ProgressBar style={{ height: '0.625rem' }} aria-hidden>
        <ProgressBar variant="success" now={share(progress.confirmed)} key="confirmed" />
        <ProgressBar variant="danger" now={share(progress.failed)} key="failed" />
        <ProgressBar variant="secondary" now={share(other)} key="other" />
      </ProgressBar>
      <span className="small text-body-secondary">{text}</span>
    </div>
  );
}
