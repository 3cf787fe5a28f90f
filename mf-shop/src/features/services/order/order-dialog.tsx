import {
  browserPage,
  FormDialog,
  openAddressDialog,
  openModal,
  showFailure,
  useEndpointMutation,
  useEndpointQuery,
  useErrorText,
} from '@portal/web-kit';
import type { LocationEntry, ShopOffer } from '@portal/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { LocationPicker } from './location-picker.js';
import {
  addressMissing,
  addressPrefillOf,
  basketLocations,
  orderRouteOf,
  refreshAfterBooking,
  shopBasketUrl,
} from './order-rules.js';

/**
 * The Orders dialog (spec 2, 4 Order, 5, 6): choose locations, then the web shop takes over
 * (operators, subpartners) or the portal books at once (partners). Resolves true when booked in the
 * portal; a shop order leaves the page.
 */
export function openOrderDialog(offer: Offer, preselected?: LocationEntry): Promise<boolean | undefined> {
  return openModal<boolean>((close, zIndex) => (
    <OrderDialog offer={offer} preselected={preselected} close={close} zIndex={zIndex} />
  ));
}

/** What is ordered: a catalogue entry, or a location's offered service. */
type Offer = Pick<ShopOffer, 'service' | 'year' | 'props'>;

function OrderDialog({
  offer,
  preselected,
  close,
  zIndex,
}: {
  offer: Offer;
  preselected?: LocationEntry;
  close: (result?: boolean) => void;
  zIndex: number;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const shop = useEndpointQuery('shopServices', { body: {} });
  const route = shop.data ? orderRouteOf(shop.data) : null;
  const address = useEndpointQuery('addressDataGet', undefined, { enabled: route === 'shop' });
  const [chosen, setChosen] = useState<ReadonlyMap<string, LocationEntry>>(() =>
    preselected ? new Map([[preselected.uuid, preselected]]) : new Map(),
  );

  const price = (location: LocationEntry) => location.services[offer.service]?.props.price ?? 0;
  const total = [...chosen.values()].reduce((sum, location) => sum + price(location), 0);
  const maintenance = shop.data?.wartung ?? '';
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

  const toggle = (location: LocationEntry, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(location.uuid, location);
      else next.delete(location.uuid);
      return next;
    });

  /** The shop needs the customer's address: completed here, over the order, which then goes on. */
  const completeAddress = (locations: readonly LocationEntry[]) =>
    openAddressDialog(addressPrefillOf(locations[0] ?? preselected));

  const order = async () => {
    if (!shop.data || route === null) return;
    const locations = [...chosen.values()];
    const failed = (error: Error) => showFailure(intl.formatMessage({ id: 'mf.shop.order.failed' }), error);
    if (route === 'portal') {
      book.mutate(
        {
          body: locations.map((location) => ({
            addressUuid: location.uuid,
            productNumber: offer.props.number,
          })),
        },
        {
          onSuccess: () => {
            setChosen(new Map());
            close(true);
          },
          onError: failed,
        },
      );
      return;
    }
    if (needsAddress && !(await completeAddress(locations))) return;
    const { orderUrl } = shop.data;
    basket.mutate(
      {
        body: {
          product: offer.props.number,
          count: locations.length,
          locations: basketLocations(locations),
        },
      },
      { onSuccess: ({ key }) => browserPage.assign(shopBasketUrl(orderUrl, key)), onError: failed },
    );
  };

  return (
    <FormDialog
      zIndex={zIndex}
      size="lg"
      title={<FormattedMessage id="mf.shop.order.title" values={{ service: name, year: offer.year }} />}
      onCancel={() => close(false)}
      onSubmit={() => void order()}
      busy={running}
      submitDisabled={total === 0 || maintenance !== '' || route === null}
      submitText={
        <FormattedMessage
          id={route === 'portal' ? 'mf.shop.order.submit.portal' : 'mf.shop.order.submit.shop'}
        />
      }
      cancelText={<FormattedMessage id="mf.shop.bookings.cancel" />}
      placeholder={
        shop.isError ? (
          <Alert variant="danger" className="mb-0">
            {shop.error.message}
          </Alert>
        ) : ready ? undefined : (
          <span className="text-body-secondary">
            <FormattedMessage id="mf.shop.loading" />
          </span>
        )
      }
      alert={
        maintenance ? (
          <Alert variant="warning">
            <FormattedMessage id="mf.shop.services.maintenance" values={{ text: maintenance }} />
          </Alert>
        ) : route === null ? (
          <Alert variant="warning">{errorText('services.order.notpossible')}</Alert>
        ) : needsAddress ? (
          <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">{errorText('services.order.missingaddressdata')}</span>
            <Button
              variant="outline-primary"
              size="sm"
              disabled={running}
              onClick={() =>
                void completeAddress([...chosen.values()]).catch((error: unknown) =>
                  showFailure(intl.formatMessage({ id: 'mf.shop.order.failed' }), error),
                )
              }
            >
              <FormattedMessage id="mf.shop.order.editAddress" />
            </Button>
          </Alert>
        ) : null
      }
    >
      <p className="text-body-secondary">
        <FormattedMessage
          id="mf.shop.order.intro"
          values={{ service: name, package: offer.props.namePackage, year: offer.year }}
        />
      </p>
      <LocationPicker service={offer.service} chosen={chosen} onToggle={toggle} disabled={running} />
      <p className="mt-3 mb-0 text-end fs-5" aria-live="polite" data-order-total>
        <FormattedMessage
          id="mf.shop.order.total"
          values={{
            count: chosen.size,
            total: <FormattedNumber value={total} style="currency" currency="EUR" />,
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </p>
    </FormDialog>
  );
}
