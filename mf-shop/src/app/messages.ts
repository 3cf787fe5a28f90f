import { defineCatalogue } from '@portal/web-kit';

/** This remote's texts; registered with the shell's intl provider when its routes load. */
export const shopMessages = defineCatalogue({
  'de-de': {
    'mf.shop.services.title': 'Dienste',
    'mf.shop.services.text':
      'Hier entsteht die Übersicht der Dienste, die Sie für Ihre Standorte bestellen können.',
    'mf.shop.shopCheckout.title': 'Bestellung abgeschlossen',
    'mf.shop.shopCheckout.text': 'Hier entsteht die Bestätigung Ihrer Bestellung.',
    'mf.shop.shopCheckoutDuplicate.title': 'Bestellung {orderNumber} liegt bereits vor',
    'mf.shop.shopCheckoutDuplicate.text':
      'Hier entsteht der Hinweis auf doppelte Bestellungen mit dem Weg zur Standortliste.',
  },
  'en-gb': {
    'mf.shop.services.title': 'Services',
    'mf.shop.services.text':
      'The overview of the services you can order for your locations is being built here.',
    'mf.shop.shopCheckout.title': 'Order completed',
    'mf.shop.shopCheckout.text': 'The confirmation of your order is being built here.',
    'mf.shop.shopCheckoutDuplicate.title': 'Order {orderNumber} already exists',
    'mf.shop.shopCheckoutDuplicate.text':
      'The notice on duplicate orders with the way back to the location list is being built here.',
  },
});
