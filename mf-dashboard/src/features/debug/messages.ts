import { defineCatalogue } from '@portal/web-kit';

/** Texts of the debug page (log and collector). */
export const debugMessages = defineCatalogue({
  'de-de': {},
  'en-gb': {},
});
