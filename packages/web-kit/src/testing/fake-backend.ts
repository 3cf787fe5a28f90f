import { jest } from '@jest/globals';
import { type ErrorKey, translateError } from '@portal/contracts';
import { jsonResponse } from './json-response.js';

export interface BackendRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export interface BackendAnswer {
  status: number;
  body: unknown;
}
type Route = BackendAnswer | ((request: BackendRequest) => BackendAnswer | Promise<BackendAnswer>);

export const ok = (body: unknown): BackendAnswer => ({ status: 200, body });

/** An error body exactly as the backend's exception filter writes it (German messages). */
export function apiError(status: number, key: ErrorKey, fields?: Record<string, string[]>): BackendAnswer {
  return {
    status,
    body: { status, key, message: translateError(key, 'de-de'), ...(fields ? { fields } : {}) },
  };
}

/**
 * Replaces globalThis.fetch with a jest mock serving `routes` keyed by 'METHOD /rest/path'; any other
 * call answers 404 like the backend. `requests(key)` lists what was sent to one route.
 */
export interface FakeBackend {
  fetch: ReturnType<typeof jest.fn<typeof fetch>>;
  requests(key: string): BackendRequest[];
}

export function fakeBackend(routes: Record<string, Route>): FakeBackend {
  const seen: BackendRequest[] = [];
  const fetchMock = jest.fn<typeof fetch>(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : 'url' in input ? input.url : input.href;
    const url = new URL(href, 'http://portal.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
    seen.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      route === undefined
        ? apiError(404, 'exception.notfound')
        : typeof route === 'function'
          ? await route(request)
          : route;
    return jsonResponse(answer.status, answer.body);
  });
  globalThis.fetch = fetchMock;
  return {
    fetch: fetchMock,
    requests: (key: string) => seen.filter((request) => `${request.method} ${request.path}` === key),
  };
}
