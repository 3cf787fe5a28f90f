import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { registerCatalogue } from '@portal/web-kit';
import { hzatoolMessages } from './components/messages';
import { EditorPage } from './features/editor/components/editor-page';
import { PlantsPage } from './features/plants/components/plants-page';

registerCatalogue(hzatoolMessages);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_hzatool`. */
export const routes: Record<RemoteRouteId<'mf_hzatool'>, ComponentType> = {
  hzatool: PlantsPage,
  hzatoolLocation: EditorPage,
};
