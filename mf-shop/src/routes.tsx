import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { ServicesPage, ShopCheckoutDuplicatePage, ShopCheckoutPage } from './app/pages';

/** This remote's public surface: a page per route id of `remoteRoutes.mf_shop`. */
export const routes: Record<RemoteRouteId<'mf_shop'>, ComponentType> = {
  services: ServicesPage,
  shopCheckout: ShopCheckoutPage,
  shopCheckoutDuplicate: ShopCheckoutDuplicatePage,
};
