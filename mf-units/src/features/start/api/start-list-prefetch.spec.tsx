import type { UnitListRequest } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { portalStore, sessionAtom, sessionFromInit } from '@portal/web-kit';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { StartPage } from '../components/start-page.js';
import { listSettingsKey } from '../list-settings.js';
import { listAnswer, locationEntry, unitAt } from '../test-data.js';
import { prefetchStartList } from './start-list-prefetch.js';

const home = locationEntry('8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01');
const backend = () =>
  fakeBackend({ units: ok(listAnswer({ units: [unitAt('5200000001', home)], totalRows: 40 })) });
const requests = (fake: ReturnType<typeof fakeBackend>) =>
  fake.requests('units').map((request) => request.body as UnitListRequest);

beforeEach(() => {
  localStorage.clear();
  resetHosts();
});

// The page takes the prefetched answer only if the prefetch asked exactly what the page asks:
// a second request to the backend means the two requests differ.
it('asks for the list as the user left it, and the start page takes that answer without asking again', async () => {
  localStorage.setItem(
    listSettingsKey('betreiber'),
    JSON.stringify({ sortByLocation: false, currentPage: 1, perPage: 25, attentionFirst: true }),
  );
  const fake = backend();
  renderPage(<StartPage />, {
    init: testInit({ roles: ['partner'] }),
    before: () => prefetchStartList({ params: {}, search: '' }),
  });
  await screen.findByRole('table');
  expect(requests(fake)).toHaveLength(1);
  expect(requests(fake)[0]).toMatchObject({ limit: 25, offset: 25, filter: { sortByLocation: false } });
});

it("asks for the page the address names, one location's units included", async () => {
  const fake = backend();
  const search = `?view=units&page=2&uuid=${home.uuid}`;
  renderPage(<StartPage />, {
    init: testInit({ roles: ['betreiber'] }),
    path: `/${search}`,
    before: () => prefetchStartList({ params: {}, search }),
  });
  await screen.findByRole('table');
  expect(requests(fake)).toHaveLength(1);
  expect(requests(fake)[0]?.offset).toBeGreaterThan(0);
  expect(JSON.stringify(requests(fake)[0]?.filter)).toContain(home.uuid);
});

it('asks for nothing without a signed-in user', () => {
  const fake = backend();
  portalStore.set(sessionAtom, sessionFromInit(testInit(null)));
  prefetchStartList({ params: {}, search: '' });
  expect(requests(fake)).toHaveLength(0);
});
