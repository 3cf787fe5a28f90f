import { checkAnswer, endpointOfRequest } from './answer-check.js';

// The check every answer of the API tests (backend/test/harness.ts) and of the front ends' fake
// backend goes through: it must refuse drift, not only parse.

const url = (path: string) => `http://127.0.0.1:1${path}`;
const health = { status: 'ok', database: 'ok', version: '1.0.0', instance: 'a' };

describe('checkAnswer', () => {
  it('takes an answer that fits its endpoint, found by method and path with parameters', () => {
    expect(() => checkAnswer('GET', url('/rest/health'), 200, health, true)).not.toThrow();
    expect(() =>
      checkAnswer('GET', url('/rest/canip/123/disconnect?x=1'), 200, { success: true }, true),
    ).not.toThrow();
  });

  it('refuses an extra field, a wrong type and a missing field', () => {
    expect(() => checkAnswer('GET', url('/rest/health'), 200, { ...health, uptime: 3 }, true)).toThrow(
      /endpoints\.health\.response/,
    );
    expect(() => checkAnswer('GET', url('/rest/health'), 200, { ...health, version: 1 }, true)).toThrow(
      /endpoints\.health\.response/,
    );
    expect(() => checkAnswer('GET', url('/rest/canip/123/disconnect'), 200, {}, true)).toThrow(
      /endpoints\.canipDisconnect\.response/,
    );
  });

  it('refuses a JSON answer under /rest that no endpoint serves', () => {
    expect(() => checkAnswer('POST', url('/rest/health'), 200, health, true)).toThrow(/no endpoint/);
  });

  it('holds error answers to the error body with a catalogue key and the HTTP status', () => {
    const error = { status: 404, key: 'exception.notfound', message: 'Nicht gefunden.' };
    expect(() => checkAnswer('GET', url('/rest/unknown'), 404, error, true)).not.toThrow();
    expect(() => checkAnswer('GET', url('/rest/unknown'), 404, { ...error, key: 'not.a.key' }, true)).toThrow(
      /catalogue/,
    );
    expect(() => checkAnswer('GET', url('/rest/unknown'), 500, error, true)).toThrow(/status/);
    expect(() => checkAnswer('GET', url('/rest/unknown'), 404, { ...error, stack: 'x' }, true)).toThrow();
    expect(() => checkAnswer('GET', url('/rest/unknown'), 404, 'Not Found', false)).toThrow(/not a JSON/);
  });

  it('leaves files, redirects and pages outside /rest alone', () => {
    expect(() => checkAnswer('GET', url('/rest/info/file/1'), 200, { any: 'json file' }, true)).not.toThrow();
    expect(() => checkAnswer('GET', url('/logout'), 302, '', false)).not.toThrow();
    expect(() => checkAnswer('GET', url('/mf/units/x.js'), 404, 'missing', false)).not.toThrow();
  });
});

describe('endpointOfRequest', () => {
  it('names the endpoint of a method and URL, with its path parameters decoded', () => {
    expect(endpointOfRequest('post', '/rest/canip/52%2001/request?x=1')).toEqual({
      name: 'canipRequest',
      params: { sn: '52 01' },
    });
    expect(endpointOfRequest('GET', url('/logout'))).toEqual({ name: 'logoutRedirect', params: {} });
    expect(endpointOfRequest('GET', '/rest/canip/1/request')).toBeUndefined();
  });
});
