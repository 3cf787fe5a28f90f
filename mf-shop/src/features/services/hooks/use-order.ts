import type { LocationEntry, ShopOffer, ShopServiceName } from '@portal/contracts';
import {
  browserPage,
  openAddressDialog,
  showFailure,
  useEndpointMutation,
  useEndpointQuery,
} from '@portal/web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  addressMissing,
  addressPrefillOf,
  basketLocations,
  orderRouteOf,
  refreshAfterBooking,
  shopBasketUrl,
} from '../order/order-rules.js';

/** What is ordered: a catalogue entry, or a location's offered service. */
export type Offer = Pick<ShopOffer, 'service' | 'year' | 'props'>;

/** The locations chosen in the Orders dialog, by uuid, and what they cost together. */
function useChosenLocations(service: ShopServiceName, preselected: LocationEntry | undefined) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, LocationEntry>>(() =>
    preselected ? new Map([[preselected.uuid, preselected]]) : new Map(),
  );
  const price = (location: LocationEntry) => location.services[service]?.props.price ?? 0;
  const total = [...chosen.values()].reduce((sum, location) => sum + price(location), 0);
  const toggle = (location: LocationEntry, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(location.uuid, location);
      else next.delete(location.uuid);
      return next;
    });
  return { chosen, setChosen, total, toggle };
}

/**
 * The Orders dialog's state: the shop's settings (how this user orders, spec 6), the customer's
 * address where the web shop needs it (spec 8), the chosen locations, and the order itself: booked in
 * the portal, or handed to the web shop as a basket.
 */
export function useOrder(
  offer: Offer,
  preselected: LocationEntry | undefined,
  close: (booked: boolean) => void,
) {
  const intl = useIntl();
  const shop = useEndpointQuery('shopServices', { body: {} });
  const route = shop.data ? orderRouteOf(shop.data) : null;
  const address = useEndpointQuery('addressDataGet', undefined, { enabled: route === 'shop' });
  const { chosen, setChosen, total, toggle } = useChosenLocations(offer.service, preselected);
  const needsAddress = route === 'shop' && address.data !== undefined && addressMissing(address.data);
  const ready = shop.data !== undefined && (route !== 'shop' || address.data !== undefined);
  const name = intl.formatMessage({ id: `mf.shop.service.${offer.service}` });
  const basket = useEndpointMutation('shopGenerateBasket');
  const book = useEndpointMutation('shopPartnerOrders', {
    afterAnswer: () => refreshAfterBooking(),
    successToast: ({ orders }, { body }) => ({
      variant: 'success',
      title: name,
      body: intl.formatMessage(
        { id: 'mf.shop.order.booked.toast' },
        { service: name, count: body.length, orders: orders.map((o) => o.orderNumber).join(', ') },
      ),
    }),
  });
  // The shop takes over the browser after the basket (spec 7 shop redirect): the dialog stays busy meanwhile.
  const running = basket.isPending || basket.isSuccess || book.isPending;

  /** The shop needs the customer's address: completed here, over the order, which then goes on. */
  const completeAddress = (locations: readonly LocationEntry[]) =>
    openAddressDialog(addressPrefillOf(locations[0] ?? preselected));

  const order = async () => {
    if (!shop.data || route === null) return;
    const locations = [...chosen.values()];
    const failed = (error: Error) => showFailure(intl.formatMessage({ id: 'mf.shop.order.failed' }), error);
    if (route === 'portal') {
      const body = locations.map((location) => ({
        addressUuid: location.uuid,
        productNumber: offer.props.number,
      }));
      const booked = () => {
        setChosen(new Map());
        close(true);
      };
      book.mutate({ body }, { onSuccess: booked, onError: failed });
      return;
    }
    if (needsAddress && !(await completeAddress(locations))) return;
    const { orderUrl } = shop.data;
    basket.mutate(
      {
        body: { product: offer.props.number, count: locations.length, locations: basketLocations(locations) },
      },
      { onSuccess: ({ key }) => browserPage.assign(shopBasketUrl(orderUrl, key)), onError: failed },
    );
  };

  return { shop, route, ready, needsAddress, name, chosen, total, toggle, running, completeAddress, order };
}
