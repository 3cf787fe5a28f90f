import { portalStore } from '../state/store.js';
import { languageAtom } from './language.js';

test('a chosen language is kept in storage and in a cookie, for the server-drawn login form', () => {
  portalStore.set(languageAtom, 'en-gb');
  expect(localStorage.getItem('portal.language')).toBe('en-gb');
  expect(document.cookie).toContain('portal.language=en-gb');
  portalStore.set(languageAtom, 'de-de');
  expect(document.cookie).toContain('portal.language=de-de');
  expect(document.cookie).not.toContain('en-gb');
});
