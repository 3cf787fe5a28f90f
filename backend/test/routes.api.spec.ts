import { METHODS } from 'node:http';
import { type Endpoint, endpoints } from '@portal/contracts';
import { type Portal, startPortal } from './harness.js';

// Every call of the contracts' endpoint table is served by exactly one route with its method and
// path, and no route exists without an entry: the table cannot drift from what the portal serves.

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal.destroy();
});

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * 'GET /rest/canip/:sn' for every route the HTTP server serves. Routes for every method are Nest's
 * not-found answer on paths excluded from the /rest prefix (/logout), not served calls.
 */
function servedRoutes(): string[] {
  const express = portal.app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return express.router.stack.flatMap(({ route }) => {
    const methods = Object.keys(route?.methods ?? {});
    if (!route || methods.length === METHODS.length) return [];
    return methods.map((method) => `${method.toUpperCase()} ${route.path}`);
  });
}

/** The route an entry needs: '/info/file/{id}' → '/rest/info/file/:id', '//logout' → '/logout'. */
function expectedRoute(endpoint: Endpoint): string {
  const path = endpoint.path.startsWith('//') ? endpoint.path.slice(1) : `/rest${endpoint.path}`;
  return `${endpoint.method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

it('serves each endpoint of the contracts once and nothing else', () => {
  const served = servedRoutes();
  const expected = (Object.values(endpoints) as Endpoint[]).map(expectedRoute);
  // Static files and the SPA fallback are middleware, not routes; the websocket is no HTTP route.
  expect([...served].sort()).toEqual([...expected].sort());
  expect(new Set(served).size).toBe(served.length);
});
