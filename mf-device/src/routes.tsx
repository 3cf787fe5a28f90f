import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { DevicePage } from './app/device-page';

/** This remote's public surface: a page per route id of `remoteRoutes.mf_device`. */
export const routes: Record<RemoteRouteId<'mf_device'>, ComponentType> = {
  device: DevicePage,
  deviceScreen: DevicePage,
};
