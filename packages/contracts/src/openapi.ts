import { z } from 'zod';
import { apiErrorSchema } from './api-error.js';
import type { Endpoint } from './api.js';
import { type ErrorKey, errorMessages, translateError } from './errors.js';
import { exampleOf } from './openapi-examples.js';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** JSON content of a schema with an example made from it. */
function jsonContent(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = jsonSchema(schema, io);
  return { 'application/json': { schema: json, example: exampleOf(json, json) } };
}

const rateLimitHeaderNames = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
];
const rateLimitHeaders = Object.fromEntries(
  rateLimitHeaderNames.map((name) => [name, { $ref: `#/components/headers/${name}` }]),
);

const errorResponse = (
  status: number,
  description: string,
  key: ErrorKey,
  extraHeaders: JsonObject = {},
) => ({
  description,
  headers: { ...rateLimitHeaders, ...extraHeaders },
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/ApiError' },
      example: { status, key, message: translateError(key, 'en-gb', { seconds: '42' }) },
    },
  },
});

function responses(endpoint: Endpoint): JsonObject {
  const answer = endpoint.response;
  const ok =
    answer instanceof z.ZodType
      ? { '200': { description: 'OK', headers: rateLimitHeaders, content: jsonContent(answer, 'output') } }
      : answer.kind === 'file'
        ? {
            '200': {
              description: 'The file',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            },
          }
        : { '302': { description: 'Redirect' } };
  const denied =
    endpoint.access === 'public'
      ? {}
      : {
          '401': errorResponse(401, 'Not logged in', 'exception.loginrequired'),
          ...(typeof endpoint.access === 'object'
            ? { '403': errorResponse(403, 'Role missing', 'exception.rolemissing') }
            : {}),
        };
  return {
    ...ok,
    ...(endpoint.body || endpoint.query
      ? { '400': errorResponse(400, 'Invalid input', 'exception.validation') }
      : {}),
    ...denied,
    '429': errorResponse(429, 'Over the rate limit', 'exception.ratelimited', {
      'Retry-After': { $ref: '#/components/headers/Retry-After' },
    }),
  };
}

function parameters(endpoint: Endpoint): JsonObject[] {
  const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
    example: match[1] === 'sn' ? '5000123456' : '1',
  }));
  const inQuery = Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !(schema as z.ZodType).safeParse(undefined).success,
    ...withExample(jsonSchema(schema as z.ZodType, 'input')),
  }));
  return [...inPath, ...inQuery];
}

function withExample(schema: JsonObject): { schema: JsonObject; example: unknown } {
  return { schema, example: exampleOf(schema, schema) };
}

/** The call budgets the document describes (the portal's configuration). */
export interface RateLimitPolicy {
  points: number;
  anonymousPoints: number;
  windowSeconds: number;
}

/** The document's introduction: how to authenticate, what errors look like, the rate limits. */
function introduction(limits: RateLimitPolicy): string {
  const statuses = [
    '| status | when | key |',
    '|---|---|---|',
    '| 400 | invalid input; `fields` names the bad fields with their message keys | `exception.validation` |',
    '| 401 | not logged in, or an unknown or revoked token | `exception.loginrequired` |',
    '| 403 | logged in but not allowed (role, unit) | `exception.rolemissing`, `exception.accessdenied` |',
    '| 404 | unknown thing or call | `exception.notfound` |',
    '| 429 | over the rate limit (or too many failed logins) | `exception.ratelimited`, `exception.toomanyrequests` |',
  ];
  return [
    '## Authentication',
    'Scripts send a personal access token: `Authorization: Bearer pat_…` (made in the user settings). ' +
      'Browsers and the typed client (`@portal/client`) may log in with `POST /rest/info/login` instead and keep the `portal.sid` cookie.',
    '',
    '## Errors',
    'Every answer that is no success has the body `ApiError`: `{ status, key, message }`, where `key` is a ' +
      "message key (the schema `ErrorKey` lists them all) and `message` its translation in the caller's language.",
    '',
    ...statuses,
    '',
    '## Rate limits',
    `Each access token and each logged-in session may make ${limits.points} calls per ${limits.windowSeconds} s; ` +
      `calls without either count per client address, ${limits.anonymousPoints} per ${limits.windowSeconds} s. ` +
      "The budgets are shared by every instance of the portal. Every answer tells the state of the caller's budget:",
    '',
    '- `RateLimit-Limit`: calls per window',
    '- `RateLimit-Remaining`: calls left in this window',
    '- `RateLimit-Reset`: seconds until the window ends',
    '- `RateLimit-Policy`: the budget as `calls;w=seconds`',
    '',
    'Over the budget the answer is `429` with `Retry-After` (seconds) and the key `exception.ratelimited`; ' +
      'wait that long before the next call. Opening the live socket (`/ws`) counts as a call.',
  ].join('\n');
}

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** Builds the OpenAPI 3.1 document of the given endpoints (JSON Schema 2020-12 from zod). */
export function buildOpenApiDocument(
  endpointList: Record<string, Endpoint>,
  info: { title: string; version: string; rateLimits: RateLimitPolicy },
): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [operationId, endpoint] of Object.entries(endpointList)) {
    const path = endpoint.path.startsWith('//') ? endpoint.path.slice(1) : `/rest${endpoint.path}`;
    const access = endpoint.access;
    const roles =
      typeof access === 'object'
        ? [
            access.roles ? ` Roles: ${access.roles.join(', ')}.` : '',
            access.excludedRoles ? ` Not for: ${access.excludedRoles.join(', ')}.` : '',
          ].join('')
        : '';
    paths[path] = {
      ...paths[path],
      [endpoint.method]: {
        operationId,
        summary: endpoint.summary,
        description: [
          `Access: ${typeof access === 'string' ? access : 'role'}.${roles}`,
          endpoint.openToLegacy ? '' : ' Refused to legacy operators (betreiberold) until they migrated.',
          endpoint.changesState ? ' Changes state: refused when a browser sends it from another site.' : '',
        ].join(''),
        tags: [endpoint.tag],
        parameters: parameters(endpoint),
        ...(endpoint.body
          ? {
              requestBody: {
                required: true,
                content: jsonContent(endpoint.body, 'input'),
              },
            }
          : {}),
        responses: responses(endpoint),
        ...(endpoint.access === 'public' ? { security: [] } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: introduction(info.rateLimits) },
    paths,
    components: {
      schemas: {
        ApiError: jsonSchema(apiErrorSchema, 'output'),
        ErrorKey: {
          type: 'string',
          enum: Object.keys(errorMessages),
          description: 'The message keys of ApiError.key',
        },
      },
      headers: {
        'RateLimit-Limit': integerHeader("Calls per window of the caller's budget"),
        'RateLimit-Remaining': integerHeader('Calls left in the current window'),
        'RateLimit-Reset': integerHeader('Seconds until the window ends and the budget is full again'),
        'RateLimit-Policy': { description: 'The budget: `calls;w=seconds`', schema: { type: 'string' } },
        'Retry-After': integerHeader('Seconds to wait before the next call'),
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token: `Authorization: Bearer pat_…`',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'portal.sid',
          description: 'The session cookie that `POST /rest/info/login` sets',
        },
      },
    },
    security: [{ bearer: [] }, { session: [] }],
  };
}
