import { type ConnectedUnit, currentUnitAtom, portalStore } from '@portal/web-kit';
import { connectedUnit, fakeBackend, ok } from '@portal/web-kit/testing';
import { screen, within } from '@testing-library/react';
import { shellMessages } from '../../components/messages.js';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { PortalLayout } from './layout.js';

const sn = '5123456789';

/** A lead controller with one active fault, as the connect answer gives it. */
function leadUnit(): ConnectedUnit {
  const fault = {
    boardName: 'Hka_Bd',
    codeText: 'E 120',
    counter: 1,
    currentError: true,
    timestamp: Date.UTC(2024, 4, 6, 8, 0),
    errorCode: { category: 'Hka_Stoerung', code: 120 },
    data: {},
  };
  return connectedUnit(sn, { boards: [{ name: 'Hka_Bd', attributes: [], canipErrors: [fault] }] });
}

test('a unit page opened by its address has the same unit menu and error bell (issue 40, 36)', async () => {
  portalStore.set(currentUnitAtom, null);
  const backend = fakeBackend({ canipConnect: ok(leadUnit()) });
  renderInShell(<PortalLayout />, {
    init: testInit({ roles: ['betreiber'] }),
    path: `/${sn}/device`,
    catalogues: [shellMessages],
  });
  const menu = screen.getByRole('navigation', { name: 'Menü' });
  expect(await within(menu).findByRole('link', { name: 'Einstellungen' })).toHaveAttribute(
    'href',
    `/${sn}/settings`,
  );
  expect(screen.getByTestId('error-count')).toHaveTextContent('1');
  expect(backend.requests('canipConnect')).toHaveLength(1);
});
