import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { registerCatalogue } from '@portal/web-kit';
import { ServicesPage, ShopCheckoutDuplicatePage, ShopCheckoutPage } from './app/pages';
import { shopMessages } from './app/messages';

registerCatalogue(shopMessages);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_shop`. */
export const routes: Record<RemoteRouteId<'mf_shop'>, ComponentType> = {
  services: ServicesPage,
  shopCheckout: ShopCheckoutPage,
  shopCheckoutDuplicate: ShopCheckoutDuplicatePage,
};
