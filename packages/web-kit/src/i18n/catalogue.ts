import { atom } from 'jotai';
import { portalStore } from '../state/store.js';

export { type Catalogue, type MessageIdOf, defineCatalogue } from './define-catalogue.js';
import type { Catalogue } from './define-catalogue.js';

/** Keys present in one language but not the other, and placeholders that differ. */
export function catalogueProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const german = catalogue['de-de'];
  const english = catalogue['en-gb'];
  const placeholders = (text: string) =>
    [...text.matchAll(/\{(\w+)/g)]
      .map((match) => match[1])
      .sort()
      .join(',');
  for (const key of Object.keys(german)) {
    const englishText = english[key];
    if (englishText === undefined) problems.push(`${key}: missing in en-gb`);
    else if (placeholders(german[key] ?? '') !== placeholders(englishText))
      problems.push(`${key}: placeholders differ`);
  }
  for (const key of Object.keys(english)) if (!(key in german)) problems.push(`${key}: missing in de-de`);
  return problems;
}

const cataloguesAtom = atom<Catalogue[]>([]);

/** Adds messages (the shell's features, or a remote's when it loads). */
export function registerCatalogue(catalogue: Catalogue): void {
  portalStore.set(cataloguesAtom, (catalogues) =>
    catalogues.includes(catalogue) ? catalogues : [...catalogues, catalogue],
  );
}

export const messagesAtom = atom((get) => {
  const merged: Catalogue = { 'de-de': {}, 'en-gb': {} };
  for (const catalogue of get(cataloguesAtom)) {
    Object.assign(merged['de-de'], catalogue['de-de']);
    Object.assign(merged['en-gb'], catalogue['en-gb']);
  }
  return merged;
});
