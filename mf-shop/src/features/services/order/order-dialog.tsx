import { FormDialog, openModal, showFailure, useErrorText } from '@portal/web-kit';
import type { LocationEntry } from '@portal/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { type Offer, useOrder } from '../hooks/use-order.js';
import { LocationPicker } from './location-picker.js';
import type { OrderRoute } from './order-rules.js';

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
  const { shop, route, ready, needsAddress, name, chosen, total, toggle, running, completeAddress, order } =
    useOrder(offer, preselected, close);
  const maintenance = shop.data?.wartung ?? '';
  const editAddress = () =>
    void completeAddress([...chosen.values()]).catch((error: unknown) =>
      showFailure(intl.formatMessage({ id: 'mf.shop.order.failed' }), error),
    );

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
      alert={<OrderBlocked {...{ maintenance, route, needsAddress, running, editAddress }} />}
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

/** Why the order cannot go on yet: the shop's maintenance, no way to order, or a missing address. */
function OrderBlocked(props: {
  maintenance: string;
  route: OrderRoute;
  needsAddress: boolean;
  running: boolean;
  editAddress: () => void;
}) {
  const errorText = useErrorText();
  if (props.maintenance)
    return (
      <Alert variant="warning">
        <FormattedMessage id="mf.shop.services.maintenance" values={{ text: props.maintenance }} />
      </Alert>
    );
  if (props.route === null) return <Alert variant="warning">{errorText('services.order.notpossible')}</Alert>;
  if (!props.needsAddress) return null;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">{errorText('services.order.missingaddressdata')}</span>
      <Button variant="outline-primary" size="sm" disabled={props.running} onClick={props.editAddress}>
        <FormattedMessage id="mf.shop.order.editAddress" />
      </Button>
    </Alert>
  );
}
