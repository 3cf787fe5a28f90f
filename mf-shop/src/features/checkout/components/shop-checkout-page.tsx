import { shopCheckoutReturnMs } from '@portal/contracts';
import { call, invalidateEndpoint, PageTitle, useNavigate } from '@portal/web-kit';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';

/**
 * /shopcheckout: the web shop sends the buyer back here. After a short pause the orders are read
 * again (the shop's notification has booked them by then) and the user goes to the location list.
 */
export function ShopCheckoutPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      // A failed refresh must not keep the user here: the list loads the bookings anyway.
      void call('shopRefresh')
        .catch(() => undefined)
        .then(() => invalidateEndpoint('units'))
        .then(() => navigate('/'));
    }, shopCheckoutReturnMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto d-flex flex-column gap-3" style={{ maxWidth: 760 }}>
      <PageTitle icon="bi-bag-check">
        <FormattedMessage id="mf.shop.shopCheckout.title" />
      </PageTitle>
      <Card>
        <Card.Body className="p-3 p-md-4 d-flex flex-column gap-3">
          <Alert variant="success" className="mb-0">
            <FormattedMessage id="mf.shop.shopCheckout.text" />
          </Alert>
          <p className="text-body-secondary mb-0" role="status">
            <FormattedMessage id="mf.shop.shopCheckout.progress" />
          </p>
          <div>
            <Button variant="primary" onClick={() => void navigate('/')}>
              <FormattedMessage id="mf.shop.toLocationList" />
            </Button>
          </div>
        </Card.Body>
      </Card>
    </div>
  );
}
