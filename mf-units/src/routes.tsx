import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { registerCatalogue } from '@portal/web-kit';
import { unitsMessages } from './components/messages';
import { MigratePage } from './features/migrate/components/migrate-page';
import { StartPage } from './features/start/components/start-page';

registerCatalogue(unitsMessages);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_units`. */
export const routes: Record<RemoteRouteId<'mf_units'>, ComponentType> = {
  start: StartPage,
  migrate: MigratePage,
};
