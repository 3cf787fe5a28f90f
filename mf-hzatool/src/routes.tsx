import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { registerCatalogue } from '@portal/web-kit';
import { HzatoolLocationPage, HzatoolPage } from './app/pages';
import { hzatoolMessages } from './app/messages';

registerCatalogue(hzatoolMessages);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_hzatool`. */
export const routes: Record<RemoteRouteId<'mf_hzatool'>, ComponentType> = {
  hzatool: HzatoolPage,
  hzatoolLocation: HzatoolLocationPage,
};
