import type { ComponentType } from 'react';
import type { RemoteRouteId } from '@portal/contracts';
import { registerCatalogue } from '@portal/web-kit';
import { shopMessages } from './components/messages';
import { ShopCheckoutDuplicatePage } from './features/checkout/components/shop-checkout-duplicate-page';
import { ShopCheckoutPage } from './features/checkout/components/shop-checkout-page';
import { ServicesPage } from './features/services/components/services-page';

registerCatalogue(shopMessages);

/** This remote's public surface: a page per route id of `remoteRoutes.mf_shop`. */
export const routes: Record<RemoteRouteId<'mf_shop'>, ComponentType> = {
  services: ServicesPage,
  shopCheckout: ShopCheckoutPage,
  shopCheckoutDuplicate: ShopCheckoutDuplicatePage,
};
