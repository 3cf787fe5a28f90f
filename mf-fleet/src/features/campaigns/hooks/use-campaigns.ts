import type { Campaign, CampaignUnitStatus } from '@portal/contracts';
import { endpointKey, portalQueryClient, useEndpointMutation, useEndpointQuery } from '@portal/web-kit';
import { useIntl } from 'react-intl';

/** "Progress live" (issue 44): a running campaign is asked for again this often. */
export const campaignPollMs = 2000;

const running = (campaign: Campaign | undefined) => campaign?.state === 'running';

/** The campaigns, polled while one of them runs (their bars move). */
export function useCampaignList() {
  const shown = portalQueryClient.getQueryData<{ campaigns: Campaign[] }>(endpointKey('campaignList'));
  const polling = shown?.campaigns.some((campaign) => running(campaign)) ?? false;
  return useEndpointQuery('campaignList', undefined, { refetchInterval: polling ? campaignPollMs : false });
}

/** One campaign and a page of its units, both polled while it runs. */
export function useCampaign(id: string, status: CampaignUnitStatus | undefined, page: number) {
  const options = { params: { id } };
  const shown = portalQueryClient.getQueryData<Campaign>(endpointKey('campaignGet', options));
  const refetchInterval = running(shown) ? campaignPollMs : false;
  const campaign = useEndpointQuery('campaignGet', options, { refetchInterval });
  const units = useEndpointQuery(
    'campaignUnits',
    { params: { id }, query: { status, page: String(page) } },
    { refetchInterval, keepPrevious: true },
  );
  return { campaign, units };
}

/** Pause, resume and cancel: each answers the campaign as it is now, and the lists load again. */
export function useCampaignAction(action: 'campaignPause' | 'campaignResume' | 'campaignCancel') {
  const intl = useIntl();
  return useEndpointMutation(action, {
    invalidates: ['campaignGet', 'campaignUnits', 'campaignList'],
    errorToast: (error) => ({
      variant: 'danger',
      title: intl.formatMessage({ id: 'mf.fleet.campaigns.actionFailed' }),
      body: error.message,
      persistent: true,
    }),
  });
}
