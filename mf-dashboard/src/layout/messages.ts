import { defineCatalogue } from '@portal/web-kit';

/** Texts of the dashboard, data pages and the data widget frame. */
export const layoutMessages = defineCatalogue({
  'de-de': {},
  'en-gb': {},
});
