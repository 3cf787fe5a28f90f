import { defineCatalogue } from '@portal/web-kit';

export const debugMessages = defineCatalogue({
  'de-de': {
    'debug.title': 'Debug',
    'debug.mode': 'Debug-Modus',
    'debug.info': 'Info-Meldungen',
    'debug.verbose': 'Ausführliche Meldungen',
    'debug.resetLayout': 'Layout zurücksetzen',
    'debug.resetLayoutHint':
      'Entfernt ausgeblendete Kacheln, Gruppen und Widget-Größen und lädt die Seite neu.',
  },
  'en-gb': {
    'debug.title': 'Debug',
    'debug.mode': 'Debug mode',
    'debug.info': 'Info messages',
    'debug.verbose': 'Verbose messages',
    'debug.resetLayout': 'Reset layout',
    'debug.resetLayoutHint': 'Removes hidden tiles, groups and widget sizes and reloads the page.',
  },
});
