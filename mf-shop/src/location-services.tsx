import { registerCatalogue } from '@portal/web-kit';
import { shopMessages } from './components/messages';

// The start page's services column, exposed to mf-units (which loads it through web-kit's
// RemoteComponent): the shop's texts come with it, whether or not a shop page has loaded.
registerCatalogue(shopMessages);

export { LocationServices } from './features/services/order/location-services';
