import {
  type ArgumentMetadata,
  type CanActivate,
  Delete,
  Get,
  HttpCode,
  type Paramtype,
  type PipeTransform,
  Post,
  Put,
  type Type,
  UseGuards,
  UsePipes,
  applyDecorators,
} from '@nestjs/common';
import { type Endpoint, type EndpointName, endpoints } from '@portal/contracts';
import type { z } from 'zod';
import { Allow } from './access.js';
import { ZodPipe } from './zod-body.pipe.js';

type Entry<N extends EndpointName> = (typeof endpoints)[N];

/**
 * What a handler of endpoint N answers: its response schema's type. Nothing for files and
 * redirects, which the handler sends through the response itself.
 */
export type Reply<N extends EndpointName> = Entry<N>['response'] extends z.ZodType
  ? z.infer<Entry<N>['response']>
  : void;

/** The body of endpoint N as its schema checked it. */
export type RequestBody<N extends EndpointName> =
  Entry<N> extends { body: infer S extends z.ZodType } ? z.output<S> : never;

/** The query of endpoint N as its schema checked it. */
export type RequestQuery<N extends EndpointName> =
  Entry<N> extends { query: infer S extends z.ZodType } ? z.output<S> : never;

export interface RouteOptions {
  /** Checks the body in place of the entry's schema (a union that needs one pipe per form). */
  bodyPipe?: PipeTransform;
  /** A guard that checks the body itself, because it reads it before any pipe runs (login). */
  bodyGuard?: Type<CanActivate>;
}

/** The route of a contracts path: `/canip/{sn}` → `canip/:sn` below /rest; `//logout` → `logout`. */
export function routePath(path: string): string {
  return path.replace(/^\/\/?/, '').replace(/\{(\w+)\}/g, ':$1');
}

/** Routes outside the /rest prefix: the entries whose path starts with `//`. */
export function routesOutsideRest(): string[] {
  return (Object.values(endpoints) as Endpoint[])
    .filter((endpoint) => endpoint.path.startsWith('//'))
    .map((endpoint) => routePath(endpoint.path));
}

/**
 * Checks the whole body and the whole query (`@Body()`, `@Query()`) with the endpoint's schemas.
 * Path parameters and the user pass; the global StorableParamsPipe checks path and query text.
 */
class EndpointInputPipe implements PipeTransform {
  constructor(private readonly pipes: Partial<Record<Paramtype, PipeTransform>>) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // A single field (`@Query('x')`) is not the whole input a schema describes.
    const pipe = metadata.data === undefined ? this.pipes[metadata.type] : undefined;
    return pipe ? pipe.transform(value, metadata) : value;
  }
}

const methodDecorators = { get: Get, post: Post, put: Put, delete: Delete } as const;

/**
 * Declares a handler of a contracts endpoint once: method and path, status 200, who may call it
 * (`Allow`, read by the access and same-origin guards), the body and query checks. The handler must
 * return the endpoint's `Reply`, so a drifting answer does not compile.
 */
export function Route<N extends EndpointName>(name: N, options: RouteOptions = {}) {
  const endpoint: Endpoint = endpoints[name];
  const body =
    options.bodyPipe ?? (endpoint.body && !options.bodyGuard ? new ZodPipe(endpoint.body) : undefined);
  const query = endpoint.query ? new ZodPipe(endpoint.query) : undefined;
  const decorators = applyDecorators(
    methodDecorators[endpoint.method](routePath(endpoint.path)),
    // Nest answers a POST with 201; every JSON answer of the portal is a 200 (the OpenAPI document).
    HttpCode(200),
    Allow(endpoint),
    ...(options.bodyGuard ? [UseGuards(options.bodyGuard)] : []),
    UsePipes(new EndpointInputPipe({ body, query })),
  );
  return <Handler extends (...args: never[]) => Reply<N> | Promise<Reply<N>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Handler>,
  ): void => {
    decorators(target, key, descriptor);
  };
}
