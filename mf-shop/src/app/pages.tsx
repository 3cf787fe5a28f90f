import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { UnderConstructionPage } from '@portal/web-kit';

export function ServicesPage() {
  return (
    <UnderConstructionPage title={<FormattedMessage id="mf.shop.services.title" defaultMessage="Dienste" />}>
      <FormattedMessage
        id="mf.shop.services.text"
        defaultMessage="Hier entsteht die Übersicht der Dienste, die Sie für Ihre Standorte bestellen können."
      />
    </UnderConstructionPage>
  );
}

export function ShopCheckoutPage() {
  return (
    <UnderConstructionPage
      title={<FormattedMessage id="mf.shop.shopCheckout.title" defaultMessage="Bestellung abgeschlossen" />}
    >
      <FormattedMessage
        id="mf.shop.shopCheckout.text"
        defaultMessage="Hier entsteht die Bestätigung Ihrer Bestellung."
      />
    </UnderConstructionPage>
  );
}

export function ShopCheckoutDuplicatePage() {
  const { orderNumber } = useParams<'orderNumber'>();
  return (
    <UnderConstructionPage
      title={
        <FormattedMessage
          id="mf.shop.shopCheckoutDuplicate.title"
          defaultMessage="Bestellung {orderNumber} liegt bereits vor"
          values={{ orderNumber }}
        />
      }
    >
      <FormattedMessage
        id="mf.shop.shopCheckoutDuplicate.text"
        defaultMessage="Hier entsteht der Hinweis auf doppelte Bestellungen mit dem Weg zur Standortliste."
      />
    </UnderConstructionPage>
  );
}
