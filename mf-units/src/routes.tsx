import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { registerCatalogue } from '@portal/web-kit';
import { MigratePage, StartPage } from './app/pages';
import { unitsMessages } from './app/messages';

registerCatalogue(unitsMessages);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_units`. */
export const routes: Record<RemoteRouteId<'mf_units'>, ComponentType> = {
  start: StartPage,
  migrate: MigratePage,
};
