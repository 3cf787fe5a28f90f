import type { CampaignRequest } from '@portal/contracts';
import { confirmDialog, useEndpointMutation, useNavigate } from '@portal/web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type CampaignDraft,
  type DraftProblems,
  emptyDraft,
  problemsOf,
  requestOf,
  withKind,
} from '../campaign-draft.js';

export interface CampaignForm {
  draft: CampaignDraft;
  change: (patch: Partial<CampaignDraft>) => void;
  setKind: (kind: string) => void;
  /** Shown once the user asked for a dry run (not while the form is first filled in). */
  problems: DraftProblems;
  runDryRun: () => void;
  start: () => Promise<void>;
  dryRun: ReturnType<typeof useDryRun>;
  creating: boolean;
  /** The dry run shown was made for other entries than the form holds now. */
  stale: boolean;
}

function useDryRun() {
  const intl = useIntl();
  return useEndpointMutation('campaignDryRun', {
    errorToast: (error) => ({
      variant: 'danger',
      title: intl.formatMessage({ id: 'mf.fleet.campaigns.form.dryRun' }),
      body: error.message,
      persistent: true,
    }),
  });
}

function useCreate() {
  const intl = useIntl();
  const navigate = useNavigate();
  return useEndpointMutation('campaignCreate', {
    invalidates: ['campaignList'],
    afterAnswer: (campaign) => navigate(`/fleet/campaigns/${campaign.id}`),
    successToast: (campaign) => ({
      variant: 'success',
      title: intl.formatMessage({ id: 'mf.fleet.campaigns.started' }),
      body: campaign.name,
    }),
    errorToast: (error) => ({
      variant: 'danger',
      title: intl.formatMessage({ id: 'mf.fleet.campaigns.form.start' }),
      body: error.message,
      persistent: true,
    }),
  });
}

const sameRequest = (a: CampaignRequest | undefined, b: CampaignRequest | null) =>
  a !== undefined && b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * The new-campaign form (issue 44): the draft as typed, checked against the catalogue before
 * anything is sent; a dry run of exactly these entries must be shown before the campaign starts.
 */
export function useCampaignForm(): CampaignForm {
  const intl = useIntl();
  const [draft, setDraft] = useState<CampaignDraft>(emptyDraft);
  const [tried, setTried] = useState(false);
  const dryRun = useDryRun();
  const create = useCreate();
  const problems = problemsOf(draft);
  const request = Object.keys(problems).length === 0 ? requestOf(draft) : null;
  const fresh = dryRun.isSuccess && sameRequest(dryRun.variables.body, request);

  async function start() {
    if (!request || !fresh) return;
    const { totals } = dryRun.data;
    const sure = await confirmDialog({
      title: intl.formatMessage({ id: 'mf.fleet.campaigns.form.startTitle' }),
      description: intl.formatMessage(
        { id: 'mf.fleet.campaigns.form.startText' },
        { write: totals.write, queue: totals.queue },
      ),
      confirmText: intl.formatMessage({ id: 'mf.fleet.campaigns.form.start' }),
      cancelText: intl.formatMessage({ id: 'mf.fleet.campaigns.form.notYet' }),
    });
    if (sure) create.mutate({ body: request });
  }

  return {
    draft,
    change: (patch) => setDraft((current) => ({ ...current, ...patch })),
    setKind: (kind) => setDraft((current) => withKind(current, kind)),
    problems: tried ? problems : {},
    runDryRun: () => {
      setTried(true);
      if (request) dryRun.mutate({ body: request });
    },
    start,
    dryRun,
    creating: create.isPending,
    stale: dryRun.isSuccess && !fresh,
  };
}
