import { defineCatalogue } from '@portal/web-kit';

/** Texts of the settings page and the consent dialog. */
export const settingsMessages = defineCatalogue({
  'de-de': {},
  'en-gb': {},
});
