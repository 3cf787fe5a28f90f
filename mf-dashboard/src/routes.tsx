import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { registerCatalogue } from '@portal/web-kit';
import {
  BalancePage,
  ChartsPage,
  DashboardPage,
  DataPage,
  DebugPage,
  ErrorsPage,
  SettingsPage,
} from './app/pages';
import { dashboardCatalogues } from './app/messages';
import { adoptEarlyUnit } from './unit/unit-loader';

for (const catalogue of dashboardCatalogues) registerCatalogue(catalogue);
// A deep link's unit before the first render (ADR 0007).
adoptEarlyUnit(location.pathname);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_dashboard`. */
export const routes: Record<RemoteRouteId<'mf_dashboard'>, ComponentType> = {
  dashboard: DashboardPage,
  dataPage: DataPage,
  errors: ErrorsPage,
  settings: SettingsPage,
  debug: DebugPage,
  balance: BalancePage,
  charts: ChartsPage,
};
