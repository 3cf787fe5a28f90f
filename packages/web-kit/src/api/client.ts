import type { ApiErrorBody, endpoints } from '@portal/contracts';
import { type EndpointName, endpointRoutes, endpointUrl } from '@portal/contracts/frontend';
import { takeEarlyAnswer } from './early-answers.js';
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

/**
 * Spec 8: a call without a required parameter throws this before anything is sent (a serial left
 * empty would otherwise address another endpoint: '/rest/canip/' + '' + '/request').
 */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';

  constructor(
    readonly field: string,
    readonly endpoint: EndpointName,
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${endpoint}.`);
  }
}

/** Throws RequiredError for the first path parameter of `name` that is missing or blank. */
function requireParams(name: EndpointName, params: Record<string, unknown> | undefined): void {
  for (const [, field] of endpointRoutes[name].path.matchAll(/\{(\w+)\}/g)) {
    const value = field === undefined ? undefined : params?.[field];
    if (typeof value !== 'string' || value.trim() === '') throw new RequiredError(field ?? '', name);
  }
}

/** The portal's error body (contracts' apiErrorSchema), checked by hand: zod is not loaded yet. */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { status, message, key, fields } = body as Record<string, unknown>;
  const fieldsOk =
    fields === undefined ||
    (typeof fields === 'object' &&
      fields !== null &&
      Object.values(fields).every(
        (keys) => Array.isArray(keys) && keys.every((fieldKey) => typeof fieldKey === 'string'),
      ));
  return Number.isInteger(status) && typeof message === 'string' && typeof key === 'string' && fieldsOk;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return new ApiError(
    isApiErrorBody(body)
      ? body
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
  const endpoint: { method: string; path: string } = endpointRoutes[name];
  const { body, params, query } = (options ?? {}) as {
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
  };
  requireParams(name, params);
  const url = endpointUrl(name, params, query);
  const early = endpoint.method === 'get' ? takeEarlyAnswer(url) : undefined;
  const response = await (early ??
    fetch(url, {
      method: endpoint.method.toUpperCase(),
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': localeOf(portalStore.get(languageAtom)),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }));
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
