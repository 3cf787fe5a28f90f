import { defineCatalogue } from '@portal/web-kit';

/** Texts of the graphic contents: activity screen, rings, buffer tank, energy flow, heating curve. */
export const graphicsMessages = defineCatalogue({
  'de-de': {},
  'en-gb': {},
});
