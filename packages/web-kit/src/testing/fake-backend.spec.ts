import { call } from '../api/client.js';
import { sessionAtom, sessionFromInit } from '../state/session.js';
import { portalStore } from '../state/store.js';
import { apiError, fakeBackend, ok } from './fake-backend.js';
import { testInit } from './index.js';

beforeEach(() => portalStore.set(sessionAtom, sessionFromInit(testInit())));

it('serves endpoints by name and records what each was sent, with its path parameters', async () => {
  const backend = fakeBackend({
    canipDisconnect: (request) => ok({ success: request.params.sn === '5200000001' }),
  });
  await expect(call('canipDisconnect', { params: { sn: '5200000001' } })).resolves.toEqual({ success: true });
  await expect(call('canipDisconnect', { params: { sn: '52 02' } })).resolves.toEqual({ success: false });
  expect(backend.requests('canipDisconnect').map((request) => request.params)).toEqual([
    { sn: '5200000001' },
    { sn: '52 02' },
  ]);
});

it('answers what it was not given with the backend 404', async () => {
  fakeBackend({});
  await expect(call('health')).rejects.toMatchObject({ status: 404, key: 'exception.notfound' });
});

it('refuses an answer outside its endpoint contract, and keeps it to fail the test', async () => {
  const backend = fakeBackend({
    // @ts-expect-error -- the contract's answer carries `success`; the check must catch it at run time too.
    canipDisconnect: ok({ succes: true }),
  });
  await expect(call('canipDisconnect', { params: { sn: '5200000001' } })).rejects.toThrow(
    /GET \/rest\/canip\/5200000001\/disconnect answered 200: the answer does not fit endpoints\.canipDisconnect\.response/,
  );
  expect(backend.misfits.splice(0)).toHaveLength(1);
});

it('refuses an error body whose status differs from the answer or whose key is unknown', async () => {
  const wrongStatus = apiError(403, 'exception.rolemissing');
  const backend = fakeBackend({ health: { ...wrongStatus, status: 500 } });
  await expect(call('health')).rejects.toThrow(/its status differs from the HTTP status/);
  expect(backend.misfits.splice(0)).toHaveLength(1);
});
