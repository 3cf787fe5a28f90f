import { defineCatalogue } from '@portal/web-kit';

/** This remote's texts; registered with the shell's intl provider when its routes load. */
export const unitsMessages = defineCatalogue({
  'de-de': {
    'mf.units.start.title': 'Anlagen',
    'mf.units.start.text': 'Hier entsteht die Liste Ihrer Anlagen, gruppiert nach Standorten.',
    'mf.units.migrate.title': 'Migration',
    'mf.units.migrate.text': 'Hier entsteht die Übernahme Ihres bisherigen Zugangs und Ihrer Anlagen.',
  },
  'en-gb': {
    'mf.units.start.title': 'Units',
    'mf.units.start.text': 'The list of your units, grouped by location, is being built here.',
    'mf.units.migrate.title': 'Migration',
    'mf.units.migrate.text': 'The takeover of your previous access and units is being built here.',
  },
});
