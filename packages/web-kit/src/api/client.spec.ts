import { jest } from '@jest/globals';
import { ApiError } from './api-error.js';
import { RequiredError, call } from './client.js';
import { adoptEarlyAnswer, earlyAnswerLifetimeMs } from './early-answers.js';
import { sessionAtom } from '../state/session.js';
import { portalStore } from '../state/store.js';

/** Installs a fetch that answers every call with this status and JSON body (jsdom has no Response). */
function answerWith(status: number, body: unknown) {
  const response = {
    ok: status < 300,
    status,
    statusText: '',
    headers: new Map([['content-type', 'application/json']]),
    json: () => Promise.resolve(body),
  } as unknown as Response;
  const fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve(response));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('call', () => {
  it('sends JSON to the endpoint path and answers the parsed body', async () => {
    const fetchMock = answerWith(200, { result: 'success' });
    await expect(call('login', { body: { user: 'a', password: 'b' } })).resolves.toEqual({
      result: 'success',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/info/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ user: 'a', password: 'b' });
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('de-DE');
  });

  it('throws RequiredError for a missing path parameter and sends nothing (spec 8)', async () => {
    const fetchMock = answerWith(200, {});
    for (const sn of ['', '  ', undefined]) {
      const error = await call('canipRequest', {
        params: { sn } as { sn: string },
        body: { keys: ['Hka_Bd.ulAnzahlStarts'] },
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RequiredError);
      expect(error).toMatchObject({
        name: 'RequiredError',
        field: 'sn',
        endpoint: 'canipRequest',
        message: 'Required parameter sn was null or undefined when calling canipRequest.',
      });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills path parameters and the query', async () => {
    const fetchMock = answerWith(200, {});
    await call('file', { params: { id: 'a b' }, query: { show: '' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rest/info/file/a%20b?show=');
  });

  it('throws an ApiError with status, key, message and field keys for non-2xx answers', async () => {
    answerWith(400, {
      status: 400,
      key: 'exception.validation',
      message: 'Die Eingaben sind ungültig.',
      fields: { plz: ['validation.plz'] },
    });
    const error = await call('pwReset', { body: { email: 'x' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      key: 'exception.validation',
      message: 'Die Eingaben sind ungültig.',
      fields: { plz: ['validation.plz'] },
    });
  });

  it.each([
    ['a proxy page', null],
    ['a body without key', { status: 502, message: 'Bad gateway' }],
    ['field keys that are no strings', { status: 400, key: 'x', message: 'y', fields: { plz: [1] } }],
  ])('says exception.error with the HTTP status for %s', async (_what, body) => {
    answerWith(502, body);
    await expect(call('addressDataGet')).rejects.toMatchObject({
      status: 502,
      key: 'exception.error',
      fields: {},
    });
  });

  it('marks the session logged out on a 401', async () => {
    const init = { app: {}, loggedIn: true, user: {} } as never;
    portalStore.set(sessionAtom, { state: 'in', init, user: {} as never });
    answerWith(401, { status: 401, key: 'exception.loginrequired', message: 'Anmeldung erforderlich.' });
    await expect(call('addressDataGet')).rejects.toMatchObject({ status: 401 });
    // Expired, not logged out on purpose: the login page says so and returns to the page.
    expect(portalStore.get(sessionAtom)).toEqual({ state: 'out', init, expired: true });
  });
});

describe('early answers', () => {
  afterEach(() => jest.useRealTimers());

  it('answers a GET from the answer the entry already asked for, once', async () => {
    const fetchMock = answerWith(200, { fresh: true });
    const early = answerWith(200, { early: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    adoptEarlyAnswer('/rest/canip/5123456789', early('/rest/canip/5123456789', {}));
    await expect(call('canipConnect', { params: { sn: '5123456789' } })).resolves.toEqual({ early: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(call('canipConnect', { params: { sn: '5123456789' } })).resolves.toEqual({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks afresh for another URL, and once the early answer is too old', async () => {
    jest.useFakeTimers();
    const early = answerWith(200, { early: true });
    const fetchMock = answerWith(200, { fresh: true });
    adoptEarlyAnswer('/rest/canip/5123456789', early('/rest/canip/5123456789', {}));
    await call('canipConnect', { params: { sn: '5123456780' } });
    jest.advanceTimersByTime(earlyAnswerLifetimeMs);
    await expect(call('canipConnect', { params: { sn: '5123456789' } })).resolves.toEqual({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
