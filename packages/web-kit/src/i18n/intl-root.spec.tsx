import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { PortalStateProvider } from '../state/portal-jotai.js';
import { FormattedMessage } from 'react-intl';
import { portalStore } from '../state/store.js';
import { defineCatalogue, registerCatalogue } from './catalogue.js';
import { PortalIntlProvider } from './intl-root.js';
import { languageAtom } from './language.js';

test('the page names its language (screen readers, hyphenation) and follows a change', () => {
  act(() => portalStore.set(languageAtom, 'de-de'));
  render(
    <PortalStateProvider>
      <PortalIntlProvider>
        <p>Motorstatus</p>
      </PortalIntlProvider>
    </PortalStateProvider>,
  );
  expect(document.documentElement.lang).toBe('de-DE');
  act(() => portalStore.set(languageAtom, 'en-gb'));
  expect(document.documentElement.lang).toBe('en-GB');
  act(() => portalStore.set(languageAtom, 'de-de'));
});

test('a message without a text in the current language fails the test that shows it', () => {
  registerCatalogue(
    defineCatalogue({ 'de-de': { 'test.known': 'Bekannt' }, 'en-gb': { 'test.known': 'Known' } }),
  );
  const show = (id: string) =>
    render(
      <PortalStateProvider>
        <PortalIntlProvider>
          <FormattedMessage id={id} />
        </PortalIntlProvider>
      </PortalStateProvider>,
    );
  expect(show('test.known').container).toHaveTextContent('Bekannt');
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => show('test.unknown')).toThrow(/test\.unknown/);
  quiet.mockRestore();
});
