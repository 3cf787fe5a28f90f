import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { PageTitle, Link, useParams } from '@portal/web-kit';

/** /shopcheckout/duplicate/:orderNumber: the shop sent an order number the portal had applied already. */
export function ShopCheckoutDuplicatePage() {
  const { orderNumber: number = '' } = useParams<'orderNumber'>();
  // Kept on one line: the shop's numbers break at their hyphens otherwise.
  const orderNumber = (
    <span className="text-nowrap" data-testid="order-number">
      {number}
    </span>
  );
  return (
    <div className="mx-auto d-flex flex-column gap-3" style={{ maxWidth: 760 }}>
      <PageTitle icon="bi-exclamation-triangle">
        <FormattedMessage id="mf.shop.shopCheckoutDuplicate.title" values={{ orderNumber }} />
      </PageTitle>
      <Card>
        <Card.Body className="p-3 p-md-4 d-flex flex-column gap-3">
          <Alert variant="warning" className="mb-0">
            <FormattedMessage id="mf.shop.shopCheckoutDuplicate.text" values={{ orderNumber }} />
          </Alert>
          <div>
            <Link to="/" className="btn btn-primary">
              <FormattedMessage id="mf.shop.toLocationList" />
            </Link>
          </div>
        </Card.Body>
      </Card>
    </div>
  );
}
