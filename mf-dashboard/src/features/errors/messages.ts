import { defineCatalogue } from '@portal/web-kit';

/** Texts of the errors page and the error menu. */
export const errorsMessages = defineCatalogue({
  'de-de': {},
  'en-gb': {},
});
