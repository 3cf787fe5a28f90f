// Component-test support for the campaign pages: the shell's providers with a partner's session,
// the remote's texts and the campaigns' own, and campaigns as the contracts describe them.
import type { Campaign, InitResponse } from '@portal/contracts';
import { renderPortalPage, testInit } from '@portal/web-kit/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fleetMessages } from '../../../components/messages.js';
import { campaignMessages } from '../../../components/campaign-messages.js';

export const partnerInit = () => testInit({ roles: ['partner'] });

export function renderCampaignPage(
  page: ReactElement,
  options: { init?: InitResponse; path: string; route: string },
): RenderResult {
  return renderPortalPage(page, {
    ...options,
    init: options.init ?? partnerInit(),
    catalogues: [fleetMessages, campaignMessages],
  });
}

export const sollKey = 'Wp_Ew.sSollWarmwasser';

export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 7,
    name: 'Warmwasser 55 °C',
    values: { [sollKey]: 55 },
    filter: { productGroups: ['waermepumpe'], firmware: '', postcode: '', partnerId: null, serials: [] },
    stages: [10, 100],
    pauseMinutes: 10,
    queueOffline: true,
    expiresInHours: 24,
    state: 'running',
    pauseReason: null,
    stage: 1,
    nextStageAt: null,
    createdBy: 'partner',
    createdAt: '2026-11-29T17:00:00.000Z',
    finishedAt: null,
    counts: {
      pending: 9,
      skipped: 1,
      queued: 0,
      sent: 2,
      acknowledged: 0,
      confirmed: 8,
      failed: 1,
      cancelled: 0,
      expired: 0,
    },
    stageProgress: [
      { percent: 10, units: 2, done: 2, confirmed: 2, failed: 0 },
      { percent: 100, units: 18, done: 7, confirmed: 6, failed: 1 },
    ],
    ...overrides,
  };
}
