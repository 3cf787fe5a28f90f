import { useAtomValue } from 'jotai';
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
  },
  'en-gb': {
    close: 'Close',
    closeAlert: 'Close notice',
    comingSoon: 'Coming soon',
  },
});

export type UiTextId = keyof (typeof uiTexts)['de-de'];

/** A shared UI text in the current language (usable without any catalogue registered). */
export function useUiText(): (id: UiTextId) => string {
  const language = useAtomValue(languageAtom, { store: portalStore });
  return (id) => uiTexts[language][id];
}

/** The same outside components (dialogs opened by a function): the language at this moment. */
export function uiText(id: UiTextId): string {
  return uiTexts[portalStore.get(languageAtom)][id];
}
