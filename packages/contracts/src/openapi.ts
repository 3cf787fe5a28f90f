import { z } from 'zod';
import { apiErrorSchema } from './api-error.js';
import type { Endpoint } from './api.js';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function responses(endpoint: Endpoint): JsonObject {
  const answer = endpoint.response;
  const ok =
    answer instanceof z.ZodType
      ? {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: jsonSchema(answer, 'output') } },
          },
        }
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
          '401': errorResponse('Not logged in'),
          ...(typeof endpoint.access === 'object' ? { '403': errorResponse('Role missing') } : {}),
        };
  return { ...ok, ...(endpoint.body ? { '400': errorResponse('Invalid body') } : {}), ...denied };
}

function parameters(endpoint: Endpoint): JsonObject[] {
  const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const inQuery = Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: jsonSchema(schema as z.ZodType, 'input'),
  }));
  return [...inPath, ...inQuery];
}

/** Builds the OpenAPI 3.1 document of the given endpoints (JSON Schema 2020-12 from zod). */
export function buildOpenApiDocument(
  endpointList: Record<string, Endpoint>,
  info: { title: string; version: string },
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
                content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
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
    info,
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal.sid' } },
    },
    security: [{ session: [] }],
  };
}
