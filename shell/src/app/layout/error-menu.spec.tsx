import type { CanipError, InitResponse } from '@portal/contracts';
import {
  type ConnectedUnit,
  catalogueProblems,
  currentUnitAtom,
  portalStore,
  useLocation,
} from '@portal/web-kit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '../../components/messages.js';
import { renderInShell, testInit } from '../../components/test-utils.js';
import { ErrorMenu, errorMenuSize } from './error-menu.js';

const sn = '5123456789';

function error(codeText: string, code: number, fields: Partial<CanipError> = {}): CanipError {
  return {
    boardName: 'Hka_Bd',
    codeText,
    counter: 1,
    currentError: true,
    timestamp: Date.UTC(2024, 4, 6, 8, 0),
    errorCode: { category: 'Hka_Stoerung', code },
    data: {},
    ...fields,
  };
}

function setUnit(errors: CanipError[], serial = sn) {
  const boards = [
    { name: 'Hka_Bd', attributes: [], canipErrors: errors.filter((e) => e.boardName === 'Hka_Bd') },
    { name: 'Brenner_Bd', attributes: [], canipErrors: errors.filter((e) => e.boardName === 'Brenner_Bd') },
  ];
  act(() =>
    portalStore.set(currentUnitAtom, {
      sn: serial,
      unit: { seriennummer: serial, boards } as unknown as ConnectedUnit,
    }),
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function open(roles: string[], path = `/${sn}/dashboard`) {
  const init: InitResponse = testInit({ roles });
  init.translations = {
    'de-de': {
      errorCategories: {
        Hka_Stoerung: {
          translationMedium: 'Störung',
          translations: { '120': 'Abgastemperatur Motor zu hoch' },
        },
      },
    },
  };
  renderInShell(
    <>
      <ErrorMenu />
      <Where />
    </>,
    { init, path, catalogues: [shellMessages] },
  );
}

const toggle = () => screen.getByRole('button', { name: /^Meldungen der Anlage/ });

beforeEach(() => {
  portalStore.set(currentUnitAtom, null);
});

test('is not shown outside unit routes', () => {
  setUnit([error('E120', 120)]);
  open(['partner'], '/');
  expect(screen.queryByRole('button', { name: /Meldungen/ })).toBeNull();
});

test('counts the errors in red while one is active and lists the newest with a link to all', async () => {
  const user = userEvent.setup();
  const errors = [
    error('E120', 120, { timestamp: Date.UTC(2024, 4, 6, 8, 0) }),
    error('A610', 610, { boardName: 'Brenner_Bd', timestamp: Date.UTC(2024, 4, 7, 8, 0) }),
    ...Array.from({ length: 5 }, (_, i) =>
      error(`H${177 + i}`, 177 + i, { currentError: false, timestamp: Date.UTC(2024, 3, 1 + i) }),
    ),
  ];
  setUnit(errors);
  open(['partner']);

  expect(toggle()).toHaveAccessibleName('Meldungen der Anlage: 7');
  expect(screen.getByTestId('error-count')).toHaveTextContent('7');
  expect(screen.getByTestId('error-count')).toHaveClass('bg-danger');

  await user.click(toggle());
  const entries = await screen.findAllByTestId('error-menu-entry');
  expect(entries).toHaveLength(errorMenuSize);
  expect(entries[0]).toHaveTextContent('A610');
  expect(within(entries[0]!).getByRole('img', { name: 'Warnung' })).toHaveClass(
    'bi-exclamation-triangle-fill',
  );
  expect(entries[0]).toHaveTextContent('aktiv');
  expect(entries[1]).toHaveTextContent('E120');
  expect(entries[1]).toHaveTextContent('Abgastemperatur Motor zu hoch');
  expect(within(entries[1]!).getByRole('img', { name: 'Störung' })).toHaveClass('bi-x-octagon-fill');
  expect(within(entries[2]!).getByRole('img', { name: 'Hinweis' })).toHaveClass('bi-info-circle-fill');
  expect(entries[2]).not.toHaveTextContent('aktiv');

  const all = screen.getByRole('link', { name: 'Alle Meldungen anzeigen (7)' });
  expect(all).toHaveAttribute('href', `/${sn}/errors`);
  await user.click(all);
  expect(screen.getByTestId('location')).toHaveTextContent(`/${sn}/errors`);
});

test('an active due check (A650) alone is no red fault: the count and its state are not red (issue 40, 33)', async () => {
  const user = userEvent.setup();
  setUnit([error('A650', 650)]);
  open(['betreiber']);
  expect(screen.getByTestId('error-count')).toHaveClass('bg-info');
  expect(screen.getByTestId('error-count')).not.toHaveClass('bg-danger');
  await user.click(toggle());
  const [entry] = await screen.findAllByTestId('error-menu-entry');
  expect(within(entry!).getByText('aktiv')).not.toHaveClass('bg-danger');
});

test('only resolved errors: the count is grey', () => {
  setUnit([error('H177', 177, { currentError: false })]);
  open(['dachs']);
  expect(screen.getByTestId('error-count')).toHaveTextContent('1');
  expect(screen.getByTestId('error-count')).toHaveClass('bg-secondary');
  expect(screen.getByTestId('error-count')).not.toHaveClass('bg-danger');
});

test('operators get no link to the full list and count only active errors', async () => {
  const user = userEvent.setup();
  setUnit([error('E120', 120), error('H177', 177, { currentError: false })]);
  open(['betreiber']);
  expect(screen.getByTestId('error-count')).toHaveTextContent('1');
  await user.click(toggle());
  expect(await screen.findAllByTestId('error-menu-entry')).toHaveLength(1);
  expect(screen.queryByText(/Alle Meldungen anzeigen/)).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

test('no errors, or another unit’s errors: no badge on the bell and a calm note', async () => {
  const user = userEvent.setup();
  setUnit([error('E120', 120)], '5199999999');
  open(['partner']);
  expect(screen.queryByTestId('error-count')).toBeNull();
  expect(toggle()).toHaveAccessibleName('Meldungen der Anlage: 0');
  // The side menu's sign for the unit's messages; the bell beside it in the header is the alarms'.
  expect(toggle().querySelector('i.bi')).toHaveClass('bi-exclamation-triangle');
  await user.click(toggle());
  expect(await screen.findByText('Keine Meldungen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Alle Meldungen anzeigen (0)' })).toBeInTheDocument();
});

test('follows live changes of the unit’s errors', () => {
  setUnit([]);
  open(['partner']);
  expect(screen.queryByTestId('error-count')).toBeNull();
  setUnit([error('E120', 120)]);
  expect(screen.getByTestId('error-count')).toHaveTextContent('1');
  expect(screen.getByTestId('error-count')).toHaveClass('bg-danger');
});

test('the shell texts (with the error menu’s) exist in German and English', () => {
  expect(catalogueProblems(shellMessages)).toEqual([]);
});
