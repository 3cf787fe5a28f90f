import type { Partner } from '@portal/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { sessionAtom, sessionFromInit } from '../state/session.js';
import { portalStore } from '../state/store.js';
import { apiError, fakeBackend, ok, testInit } from '../testing/index.js';
import { ApiError } from './api-error.js';
import {
  PortalQueryProvider,
  invalidateEndpoint,
  portalQueryClient,
  prefetchEndpoint,
  useEndpointQuery,
} from './queries.js';

/** Shows the partners answer the way a screen would: loading, the names, or the error key. */
function Partners() {
  const loaded = useEndpointQuery('partners', { body: {} });
  if (loaded.isPending) return <p>loading</p>;
  if (loaded.isError) return <p>{loaded.error instanceof ApiError ? loaded.error.key : 'network'}</p>;
  return <p>{loaded.data.partners.map((partner) => partner.name).join(', ') || 'none'}</p>;
}

const partner = (name: string): Partner => ({
  uuid: name,
  name,
  vname: '',
  anschrift1: '',
  anschrift2: '',
  anschrift3: '',
  land: '',
  plz: '',
  ort: '',
  telefon: '',
  mobil: '',
  telefax: '',
  mail: '',
});

function show() {
  return render(
    <PortalQueryProvider>
      <Partners />
    </PortalQueryProvider>,
  );
}

beforeEach(() => {
  portalQueryClient.clear();
  portalStore.set(sessionAtom, sessionFromInit(testInit()));
});

it('loads an endpoint typed from the contracts and loads it again once invalidated', async () => {
  let names = ['Heizung Huber'];
  const backend = fakeBackend({ partners: () => ok({ partners: names.map(partner) }) });
  show();
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('Heizung Huber')).toBeInTheDocument();
  expect(backend.requests('partners')[0]?.body).toEqual({});

  names = ['Heizung Huber', 'Kälte Klein'];
  await act(() => invalidateEndpoint('partners'));
  expect(await screen.findByText('Heizung Huber, Kälte Klein')).toBeInTheDocument();
  expect(backend.requests('partners')).toHaveLength(2);
});

it("asks for a screen's answer while it renders, once, and again when the screen mounts later", async () => {
  const backend = fakeBackend({ partners: ok({ partners: [partner('Heizung Huber')] }) });
  let askedBeforeMount: number | undefined;
  /** Renders after Partners in the same pass, before anything has mounted. */
  function Probe() {
    askedBeforeMount ??= backend.requests('partners').length;
    return null;
  }
  const { unmount } = render(
    <PortalQueryProvider>
      <Partners />
      <Probe />
    </PortalQueryProvider>,
  );
  expect(askedBeforeMount).toBe(1);
  expect(await screen.findByText('Heizung Huber')).toBeInTheDocument();
  expect(backend.requests('partners')).toHaveLength(1);
  unmount();
  show();
  await waitFor(() => expect(backend.requests('partners')).toHaveLength(2));
});

it('asks once when a suspended sibling makes React render the screen again before it mounts', async () => {
  const backend = fakeBackend({ partners: ok({ partners: [partner('Heizung Huber')] }) });
  let arrive = () => {};
  // A sibling whose code is still loading: React drops the first render and starts again later.
  const Slow = lazy(
    () =>
      new Promise<{ default: () => null }>((resolve) => {
        arrive = () => resolve({ default: () => null });
      }),
  );
  render(
    <PortalQueryProvider>
      <Suspense fallback={<p>suspended</p>}>
        <Partners />
        <Slow />
      </Suspense>
    </PortalQueryProvider>,
  );
  expect(await screen.findByText('suspended')).toBeInTheDocument();
  await waitFor(() => expect(portalQueryClient.getQueryData(['partners', { body: {} }])).toBeDefined());
  await act(() => {
    arrive();
    return Promise.resolve();
  });
  expect(await screen.findByText('Heizung Huber')).toBeInTheDocument();
  expect(backend.requests('partners')).toHaveLength(1);
});

it("takes a route's prefetched answer when the screen mounts, without asking again", async () => {
  const backend = fakeBackend({ partners: ok({ partners: [partner('Heizung Huber')] }) });
  prefetchEndpoint('partners', { body: {} });
  expect(backend.requests('partners')).toHaveLength(1);
  await waitFor(() => expect(portalQueryClient.getQueryData(['partners', { body: {} }])).toBeDefined());
  show();
  // Drawn from the answer at once, no loading state.
  expect(screen.getByText('Heizung Huber')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(backend.requests('partners')).toHaveLength(1);
});

it('reports the server error with its key and does not retry on its own', async () => {
  const backend = fakeBackend({ partners: apiError(403, 'exception.rolemissing') });
  show();
  expect(await screen.findByText('exception.rolemissing')).toBeInTheDocument();
  expect(backend.requests('partners')).toHaveLength(1);
});

it('forgets every answer when the session ends', async () => {
  fakeBackend({ partners: ok({ partners: [partner('Heizung Huber')] }) });
  const { unmount } = show();
  await screen.findByText('Heizung Huber');
  unmount();
  expect(portalQueryClient.getQueryCache().getAll()).toHaveLength(1);
  // A 401 on any call ends the session (the client marks it out); the cache must not outlive it.
  fakeBackend({ partners: apiError(401, 'exception.loginrequired') });
  show();
  await waitFor(() => expect(portalStore.get(sessionAtom).state).toBe('out'));
  expect(portalQueryClient.getQueryCache().getAll()).toHaveLength(0);
});
