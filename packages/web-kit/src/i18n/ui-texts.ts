import { useAtomValue } from '../state/portal-jotai.js';
import { portalStore } from '../state/store.js';
import { defineCatalogue } from './catalogue.js';
import { languageAtom } from './language.js';

/**
 * Texts of the UI pieces every app shares, above all the screen-reader labels react-bootstrap would
 * otherwise give in English ('Close' on every dialog, toast and side panel).
 */
export const uiTexts = defineCatalogue({
  'de-de': {
    close: 'Schließen',
    closeAlert: 'Hinweis schließen',
    comingSoon: 'Bald verfügbar',
    'paging.label': 'Seiten',
    'paging.previous': 'Vorherige Seite',
    'paging.next': 'Nächste Seite',
    'paging.page': 'Seite {page}',
    'paging.current': '(aktuelle Seite)',
    'search.clear': 'Suche leeren',
    'debug.closureError': 'Fehler in {where} (Debug-Modus)',
    'expiry.hour': '1 Stunde',
    'expiry.hours': '{count} Stunden',
    'expiry.days': '{count} Tage',
  },
  'en-gb': {
    close: 'Close',
    closeAlert: 'Close notice',
    comingSoon: 'Coming soon',
    'paging.label': 'Pages',
    'paging.previous': 'Previous page',
    'paging.next': 'Next page',
    'paging.page': 'Page {page}',
    'paging.current': '(current page)',
    'search.clear': 'Clear search',
    'debug.closureError': 'Error in {where} (debug mode)',
    'expiry.hour': '1 hour',
    'expiry.hours': '{count} hours',
    'expiry.days': '{count} days',
  },
});

export type UiTextId = keyof (typeof uiTexts)['de-de'];

type Values = Record<string, string | number>;

/** `{name}` placeholders filled in; these texts need no plural or number formats. */
function filled(text: string, values: Values = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A shared UI text in the current language (usable without any catalogue registered). */
export function useUiText(): (id: UiTextId, values?: Values) => string {
  const language = useAtomValue(languageAtom);
  return (id, values) => filled(uiTexts[language][id], values);
}

/** The same outside components (dialogs opened by a function): the language at this moment. */
export function uiText(id: UiTextId, values?: Values): string {
  return filled(uiTexts[portalStore.get(languageAtom)][id], values);
}
