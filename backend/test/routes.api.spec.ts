import { METHODS } from 'node:http';
import type { ExecutionContext } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { GUARDS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { type Endpoint, endpoints } from '@portal/contracts';
import { declaredEndpoint } from '../src/common/access.js';
import { servedPath } from '@portal/contracts/answer-check';
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
  // Express 5 keeps its router at app.router; the installed typings also describe Express 4 (a string there).
  const express = portal.app.getHttpAdapter().getInstance() as unknown as {
    router: { stack: ExpressLayer[] };
  };
  return express.router.stack.flatMap(({ route }) => {
    const methods = Object.keys(route?.methods ?? {});
    if (!route || methods.length === METHODS.length) return [];
    return methods.map((method) => `${method.toUpperCase()} ${route.path}`);
  });
}

/** The route an entry needs: '/info/file/{id}' → '/rest/info/file/:id', '//logout' → '/logout'. */
function expectedRoute(endpoint: Endpoint): string {
  return `${endpoint.method.toUpperCase()} ${servedPath(endpoint).replace(/\{(\w+)\}/g, ':$1')}`;
}

interface RouteHandler {
  name: string;
  handler: (...args: unknown[]) => unknown;
  controller: new (...args: never[]) => object;
}

/** Every controller method with a route, as Nest registered it. */
function routeHandlers(): RouteHandler[] {
  const controllers = [...portal.app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as RouteHandler['controller']),
  );
  return controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype)
      .filter((name) => name !== 'constructor')
      .map((name) => ({
        name: `${controller.name}.${name}`,
        handler: (controller.prototype as Record<string, RouteHandler['handler']>)[name]!,
        controller,
      }))
      .filter(({ handler }) => Reflect.hasMetadata('path', handler)),
  );
}

/** The entry a handler declares, read the way the access and same-origin guards read it. */
function entryOf({ handler, controller }: RouteHandler): Endpoint | undefined {
  const context = { getHandler: () => handler, getClass: () => controller } as unknown as ExecutionContext;
  return declaredEndpoint(portal.app.get(Reflector), context);
}

it('serves each endpoint of the contracts once and nothing else', () => {
  const served = servedRoutes();
  const expected = (Object.values(endpoints) as Endpoint[]).map(expectedRoute);
  // Static files and the SPA fallback are middleware, not routes; the websocket is no HTTP route.
  expect([...served].sort()).toEqual([...expected].sort());
  expect(new Set(served).size).toBe(served.length);
});

it('gives each entry one handler, which declares that entry for the guards', () => {
  const declared = routeHandlers().map((route) => {
    const entry = entryOf(route);
    return Object.entries(endpoints).find(([, endpoint]) => endpoint === entry)?.[0] ?? route.name;
  });
  expect([...declared].sort()).toEqual(Object.keys(endpoints).sort());
});

it('checks the body of every entry that has one: a whole-body parameter or a guard that checks it', () => {
  const unchecked = routeHandlers().filter((route) => {
    const entry = entryOf(route);
    const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handler.name) as
      Record<string, { data?: unknown }> | undefined;
    const wholeBody = Object.entries(args ?? {}).some(
      ([key, arg]) => key.startsWith(`${RouteParamtypes.BODY}:`) && arg.data === undefined,
    );
    const guards = (Reflect.getMetadata(GUARDS_METADATA, route.handler) as unknown[] | undefined) ?? [];
    return entry?.body !== undefined && !wholeBody && guards.length === 0;
  });
  expect(unchecked.map((route) => route.name)).toEqual([]);
});
