import { type EndpointName, apiErrorSchema, endpoints } from '@portal/contracts';
import type { z } from 'zod';
import { localeOf, languageAtom } from '../i18n/language.js';
import { sessionAtom } from '../state/session.js';
import { portalStore } from '../state/store.js';
import { ApiError } from './api-error.js';

export type Endpoints = typeof endpoints;
type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type AnswerOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : Response;
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, never>;

export type CallOptions<N extends EndpointName> = (Endpoints[N] extends { body: z.ZodType }
  ? { body: BodyOf<Endpoints[N]> }
  : { body?: never }) &
  (keyof PathParams<Endpoints[N]['path']> extends never
    ? { params?: never }
    : { params: PathParams<Endpoints[N]['path']> }) & { query?: Record<string, string | undefined> };

function urlOf(
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string | undefined> = {},
) {
  const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
  const base = filled.startsWith('//') ? filled.slice(1) : `/rest${filled}`;
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${base}?${search}` : base;
}

async function errorOf(response: Response): Promise<ApiError> {
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
  return new ApiError(
    parsed.success
      ? parsed.data
      : {
          status: response.status,
          key: 'exception.error',
          message: response.statusText || `HTTP ${response.status}`,
        },
  );
}

/**
 * Calls a REST endpoint of the contracts' table. Non-2xx answers throw an ApiError; a 401 also
 * marks the session logged out, which sends the user to /login unless the route is public.
 */
export type CallArgs<N extends EndpointName> =
  Record<never, never> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

export async function call<N extends EndpointName>(
  name: N,
  ...[options]: CallArgs<N>
): Promise<AnswerOf<Endpoints[N]>> {
  const endpoint: { method: string; path: string; response: unknown } = endpoints[name];
  const { body, params, query } = (options ?? {}) as {
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
  };
  const response = await fetch(urlOf(endpoint.path, params, query), {
    method: endpoint.method.toUpperCase(),
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': localeOf(portalStore.get(languageAtom)),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    if (response.status === 401) {
      const session = portalStore.get(sessionAtom);
      if (session.state === 'in')
        portalStore.set(sessionAtom, { state: 'out', init: session.init, expired: true });
    }
    throw await errorOf(response);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return (isJson ? await response.json() : response) as AnswerOf<Endpoints[N]>;
}
