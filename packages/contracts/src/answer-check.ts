import { z } from 'zod';
import { type Endpoint, endpoints } from './api.js';
import { apiErrorSchema } from './api-error.js';
import type { EndpointName } from './endpoint-routes.js';
import { isErrorKey } from './errors.js';

// Every answer a test gets is held against the contracts, so an answer that drifts from its
// endpoint's schema fails whichever test happens to see it: the backend's API tests check what the
// server answers, the front ends' fake backend what it is told to answer (tests only; not in the
// package's root, so no app bundle carries it).

interface Route {
  name: EndpointName;
  endpoint: Endpoint;
  method: string;
  pattern: RegExp;
}

/** Where the portal serves an entry: '/canip/{sn}' → '/rest/canip/{sn}', '//logout' → '/logout'. */
export function servedPath(endpoint: Endpoint): string {
  return endpoint.path.startsWith('//') ? endpoint.path.slice(1) : `/rest${endpoint.path}`;
}

const routes: Route[] = (Object.entries(endpoints) as [EndpointName, Endpoint][]).map(([name, endpoint]) => ({
  name,
  endpoint,
  method: endpoint.method.toUpperCase(),
  // Named groups: a path parameter '{sn}' is the group 'sn'.
  pattern: new RegExp(`^${servedPath(endpoint).replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
}));

/** The path of a URL, absolute or from the root, without its query (no URL class here: no DOM, no Node). */
function pathOf(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
}

/** The endpoint entry a request goes to, by method and path (the query does not count). */
function endpointOf(method: string, url: string): Route | undefined {
  const pathname = pathOf(url);
  return routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(pathname));
}

/**
 * The endpoint a request goes to (method and URL, absolute or from the root), with the values of
 * its path parameters.
 */
export function endpointOfRequest(
  method: string,
  url: string,
): { name: EndpointName; params: Record<string, string> } | undefined {
  const route = endpointOf(method, url);
  if (!route) return undefined;
  const groups = route.pattern.exec(pathOf(url))?.groups ?? {};
  const params = Object.entries(groups).map(([param, value]) => [param, decodeURIComponent(value)]);
  return { name: route.name, params: Object.fromEntries(params) as Record<string, string> };
}

/** Equal as JSON values: same types, same keys, same values, at every depth. */
function sameJson(one: unknown, other: unknown): boolean {
  if (one === other) return true;
  if (typeof one !== 'object' || typeof other !== 'object' || one === null || other === null) return false;
  if (Object.getPrototypeOf(one) !== Object.getPrototypeOf(other)) return false;
  const oneKeys = Object.keys(one);
  const otherEntries = other as Record<string, unknown>;
  return (
    oneKeys.length === Object.keys(other).length &&
    oneKeys.every(
      (key) =>
        Object.hasOwn(other, key) && sameJson((one as Record<string, unknown>)[key], otherEntries[key]),
    )
  );
}

/**
 * A copy without own '__proto__' keys, which zod drops without a word (JSON.parse makes them own
 * keys): a 400 names such a key of the input as a field, and no schema can say so.
 */
function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__proto__')
      .map(([key, inner]) => [key, withoutProtoKeys(inner)]),
  );
}

/**
 * The problems of `body` against `schema`, strictly: zod drops unknown keys while parsing, so an
 * answer that carries a field the schema does not name parses into something else than itself.
 */
function problems(schema: z.ZodType, body: unknown): string | undefined {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return z.prettifyError(parsed.error);
  if (!sameJson(parsed.data, withoutProtoKeys(body)))
    return `fields the schema does not name, or values it changes:\n${JSON.stringify(parsed.data)}`;
  return undefined;
}

function errorProblems(body: unknown, status: number): string | undefined {
  const problem = problems(apiErrorSchema, body);
  if (problem) return problem;
  const error = body as z.infer<typeof apiErrorSchema>;
  if (error.status !== status) return 'its status differs from the HTTP status';
  if (!isErrorKey(error.key)) return 'its key is not in the error catalogue';
  return undefined;
}

/**
 * An error page: only the routes a browser opens as pages (redirect endpoints) answer a page load
 * with one, which names a key of the catalogue.
 */
function pageProblems(route: Route | undefined, body: unknown): string | undefined {
  const response = route?.endpoint.response;
  if (!response || response instanceof z.ZodType || response.kind !== 'redirect')
    return 'not a JSON error body';
  const key = typeof body === 'string' ? /data-key="([^"]+)"/.exec(body)?.[1] : undefined;
  return key && isErrorKey(key) ? undefined : 'an error page without a key of the catalogue';
}

/**
 * Throws when an answer does not fit the contracts: a 2xx JSON answer must be its endpoint's
 * response, an error answer of the API the error body with a key of the catalogue and its status.
 */
export function checkAnswer(
  method: string,
  url: string,
  status: number,
  body: unknown,
  isJson: boolean,
): void {
  const route = endpointOf(method, url);
  const path = pathOf(url);
  const where = `${method} ${path} answered ${status}`;
  if (status >= 400) {
    if (!path.startsWith('/rest') && !isJson) return;
    const problem = isJson ? errorProblems(body, status) : pageProblems(route, body);
    if (problem)
      throw new Error(
        `${where}: the error body does not fit the contracts: ${problem}\n${JSON.stringify(body)}`,
      );
    return;
  }
  if (status < 200 || status >= 300 || !isJson) return;
  if (!route) {
    if (path.startsWith('/rest')) throw new Error(`${where}: no endpoint of the contracts serves it`);
    return;
  }
  const schema = route.endpoint.response;
  if (!(schema instanceof z.ZodType)) return;
  const problem = problems(schema, body);
  if (problem)
    throw new Error(`${where}: the answer does not fit endpoints.${route.name}.response: ${problem}`);
}
