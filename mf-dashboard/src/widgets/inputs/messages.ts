import { defineCatalogue } from '@portal/web-kit';

/** Texts of the inputs, value rows, tables and tiles, and the edit errors of spec 5. */
export const inputMessages = defineCatalogue({
  'de-de': {},
  'en-gb': {},
});
