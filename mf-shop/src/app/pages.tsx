import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { UnderConstructionPage } from '@portal/web-kit';

export function ServicesPage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.shop.services.title" />}>
      <FormattedMessage id="mf.shop.services.text" />
    </UnderConstructionPage>
  );
}

export function ShopCheckoutPage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.shop.shopCheckout.title" />}>
      <FormattedMessage id="mf.shop.shopCheckout.text" />
    </UnderConstructionPage>
  );
}

export function ShopCheckoutDuplicatePage() {
  const { orderNumber } = useParams<'orderNumber'>();
  return (
    <UnderConstructionPage
      title={<FormattedMessage id="mf.shop.shopCheckoutDuplicate.title" values={{ orderNumber }} />}
    >
      <FormattedMessage id="mf.shop.shopCheckoutDuplicate.text" />
    </UnderConstructionPage>
  );
}
