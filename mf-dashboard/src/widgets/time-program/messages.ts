import { defineCatalogue } from '@portal/web-kit';

/** Texts of the time program editor. */
export const timeProgramMessages = defineCatalogue({
  'de-de': {},
  'en-gb': {},
});
