import { lazy } from 'react';

// The campaign pages load when one opens: with them the unit catalogue's data points and limits
// (about 30 kB), which /alarms and the header's bell do not need. The shell's route frame shows
// its loading state meanwhile.

export const CampaignsPage = lazy(async () => ({
  default: (await import('./components/campaigns-page.js')).CampaignsPage,
}));

export const NewCampaignPage = lazy(async () => ({
  default: (await import('./components/new-campaign-page.js')).NewCampaignPage,
}));

export const CampaignPage = lazy(async () => ({
  default: (await import('./components/campaign-page.js')).CampaignPage,
}));
