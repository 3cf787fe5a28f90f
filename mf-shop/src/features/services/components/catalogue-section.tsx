import type { ShopOffer } from '@portal/contracts';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { OrderButton } from '../order/order-button.js';

/** The services the user can order, at the user's price; `refusal`: why this user may not order. */
export function CatalogueSection({ offers, refusal }: { offers: readonly ShopOffer[]; refusal?: string }) {
  return (
    <div className="row row-cols-1 row-cols-md-2 g-3">
      {offers.map((offer) => (
        <div className="col" key={`${offer.service}-${offer.year}`}>
          <Card className="h-100">
            <Card.Body>
              <h3 className="h6 mb-1">
                <FormattedMessage id={`mf.shop.service.${offer.service}`} />
              </h3>
              <p className="text-body-secondary small mb-2">
                {offer.props.namePackage} ·{' '}
                <FormattedMessage id="mf.shop.catalogue.year" values={{ year: offer.year }} />
              </p>
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <p className="fs-5 fw-semibold mb-0">
                  <FormattedNumber value={offer.props.price} style="currency" currency="EUR" />
                </p>
                <OrderButton offer={offer} refusal={refusal} />
              </div>
            </Card.Body>
          </Card>
        </div>
      ))}
    </div>
  );
}
