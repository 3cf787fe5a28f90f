import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { adviceEvidenceMessages, registerCatalogue } from '@portal/web-kit';
import { fleetMessages } from './components/messages';
import { AlarmsPage } from './features/alarms/components/alarms-page';
import { CampaignPage, CampaignsPage, NewCampaignPage } from './features/campaigns/campaign-routes';
import { campaignMessages } from './components/campaign-messages';
import { DeliveriesPage } from './features/deliveries/components/deliveries-page';
import { FleetPage } from './features/overview/components/fleet-page';
import { NotificationsPage } from './features/notifications/components/notifications-page';
import { RulesPage } from './features/rules/components/rules-page';
import { WebhooksPage } from './features/webhooks/components/webhooks-page';

registerCatalogue(fleetMessages);
registerCatalogue(campaignMessages);
registerCatalogue(adviceEvidenceMessages);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_fleet`. */
export const routes: Record<RemoteRouteId<'mf_fleet'>, ComponentType> = {
  fleet: FleetPage,
  alarms: AlarmsPage,
  alarmNotifications: NotificationsPage,
  alarmDeliveries: DeliveriesPage,
  alarmRules: RulesPage,
  webhooks: WebhooksPage,
  campaigns: CampaignsPage,
  campaignNew: NewCampaignPage,
  campaign: CampaignPage,
};
