import type { ComponentType } from 'react';
import type { RemoteRouteId, RoutePrefetch } from '@portal/contracts';
import { registerCatalogue } from '@portal/web-kit';
import { unitsMessages } from './components/messages';
import { MigratePage } from './features/migrate/components/migrate-page';
import { prefetchStartList } from './features/start/api/start-list-prefetch';
import { StartPage } from './features/start/components/start-page';

registerCatalogue(unitsMessages);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_units`. */
export const routes: Record<RemoteRouteId<'mf_units'>, ComponentType> = {
  start: StartPage,
  migrate: MigratePage,
};

/** What asks for a route's data before its page renders (the shell calls it after a login). */
export const prefetch: Partial<Record<RemoteRouteId<'mf_units'>, RoutePrefetch>> = {
  start: prefetchStartList,
};
