import { afterEach, jest } from '@jest/globals';
import { type ApiErrorBody, type EndpointName, type ErrorKey, translateError } from '@portal/contracts';
import { checkAnswer, endpointOfRequest } from '@portal/contracts/answer-check';
import type { z } from 'zod';
import type { AnswerOf, Endpoints } from '../api/client.js';
import { jsonResponse } from './json-response.js';

/** What the client sends to an endpoint: the body its schema takes (nothing when it takes none). */
type RequestBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;

export interface BackendRequest<N extends EndpointName = EndpointName> {
  method: string;
  path: string;
  /** The path's parameters by name ('/canip/{sn}' → { sn }). */
  params: Record<string, string>;
  query: URLSearchParams;
  body: RequestBody<N>;
}
export interface BackendAnswer<Body = unknown> {
  status: number;
  body: Body;
}

/** What an endpoint answers: its response (typed by its schema), or the portal's error body. */
type AnswerBody<N extends EndpointName> = Endpoints[N] extends { response: z.ZodType }
  ? AnswerOf<Endpoints[N]>
  : unknown;
export type EndpointAnswer<N extends EndpointName> = BackendAnswer<AnswerBody<N> | ApiErrorBody>;
type Route<N extends EndpointName> =
  EndpointAnswer<N> | ((request: BackendRequest<N>) => EndpointAnswer<N> | Promise<EndpointAnswer<N>>);

/** Any endpoint's route, seen through what every route has in common. */
type AnyRoute = BackendAnswer | ((request: BackendRequest) => BackendAnswer | Promise<BackendAnswer>);

/** The fake's answers, keyed by the contracts' endpoint names. */
export type BackendRoutes = { [N in EndpointName]?: Route<N> };

export const ok = <Body>(body: Body): BackendAnswer<Body> => ({ status: 200, body });

/** An error body exactly as the backend's exception filter writes it (German messages). */
export function apiError(
  status: number,
  key: ErrorKey,
  fields?: Record<string, string[]>,
): BackendAnswer<ApiErrorBody> {
  return {
    status,
    body: { status, key, message: translateError(key, 'de-de'), ...(fields ? { fields } : {}) },
  };
}

export interface FakeBackend {
  fetch: ReturnType<typeof jest.fn<typeof fetch>>;
  /** What was sent to one endpoint, in order. */
  requests<N extends EndpointName>(name: N): BackendRequest<N>[];
  /** The answers that did not fit the contracts; the test fails on them unless it takes them out. */
  misfits: string[];
}

// A fake answer that does not fit the contracts fails the test that gave it, even when the screen
// swallowed the failed call: each fake's problems are kept and thrown after the test.
const misfitLists: string[][] = [];
afterEach(() => {
  const found = misfitLists.splice(0).flat();
  if (found.length > 0)
    throw new Error(`The fake backend answered outside the contracts:\n${found.join('\n')}`);
});

/** The answer as the client would read it (JSON), checked against the endpoint's contract. */
function checked(request: BackendRequest, answer: BackendAnswer, misfits: string[]): unknown {
  const body: unknown = JSON.parse(JSON.stringify(answer.body));
  try {
    checkAnswer(request.method, request.path, answer.status, body, true);
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    misfits.push(problem);
    throw new Error(problem, { cause: error });
  }
  return body;
}

/**
 * Replaces globalThis.fetch with a jest mock serving `routes` keyed by endpoint name; any other call
 * answers 404 like the backend. Every answer is held against the contracts (the check the API tests
 * use): one that does not fit rejects the call and fails the test.
 */
export function fakeBackend(routes: BackendRoutes): FakeBackend {
  const seen: { name: EndpointName | undefined; request: BackendRequest }[] = [];
  const misfits: string[] = [];
  misfitLists.push(misfits);
  const fetchMock = jest.fn<typeof fetch>(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : 'url' in input ? input.url : input.href;
    const url = new URL(href, 'http://portal.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const endpoint = endpointOfRequest(method, url.pathname);
    const name = endpoint?.name;
    // The body as sent; the component's call typed it by the endpoint's schema.
    const request = {
      method,
      path: url.pathname,
      params: endpoint?.params ?? {},
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    } as BackendRequest;
    seen.push({ name, request });
    const route = name && (routes as Record<EndpointName, AnyRoute | undefined>)[name];
    const answer: BackendAnswer = !route
      ? apiError(404, 'exception.notfound')
      : typeof route === 'function'
        ? await route(request)
        : route;
    return jsonResponse(answer.status, checked(request, answer, misfits));
  });
  globalThis.fetch = fetchMock;
  return {
    fetch: fetchMock,
    requests: <N extends EndpointName>(name: N) =>
      seen.filter((entry) => entry.name === name).map((entry) => entry.request as BackendRequest<N>),
    misfits,
  };
}
