import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { portalStore } from '../state/store.js';
import { PortalIntlProvider } from './intl-root.js';
import { languageAtom } from './language.js';

test('the page names its language (screen readers, hyphenation) and follows a change', () => {
  act(() => portalStore.set(languageAtom, 'de-de'));
  render(
    <Provider store={portalStore}>
      <PortalIntlProvider>
        <p>Motorstatus</p>
      </PortalIntlProvider>
    </Provider>,
  );
  expect(document.documentElement.lang).toBe('de-DE');
  act(() => portalStore.set(languageAtom, 'en-gb'));
  expect(document.documentElement.lang).toBe('en-GB');
  act(() => portalStore.set(languageAtom, 'de-de'));
});
