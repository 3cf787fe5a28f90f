import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { exampleOf } from './openapi-examples.js';

const example = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return exampleOf(json, json);
};

describe('exampleOf', () => {
  it('fills every property from its type, format, enum, default and bounds', () => {
    expect(
      example(
        z.object({
          sn: z.string(),
          mail: z.email(),
          at: z.iso.datetime(),
          kind: z.enum(['a', 'b']),
          limit: z.number().int().min(5).default(20),
          count: z.number().int().min(3),
          active: z.boolean().optional(),
          tags: z.array(z.string()),
          note: z.string().nullable(),
        }),
      ),
    ).toEqual({
      sn: 'text',
      mail: 'user@example.com',
      at: '2026-01-31T12:00:00.000Z',
      kind: 'a',
      limit: 20,
      count: 3,
      active: true,
      tags: ['text'],
      note: 'text',
    });
  });

  it('takes the first form of a union and follows references, without running away on recursion', () => {
    expect(example(z.union([z.object({ hash: z.string() }), z.object({ user: z.string() })]))).toEqual({
      hash: 'text',
    });
    const node: z.ZodType = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    expect(example(node)).toEqual(expect.objectContaining({ name: 'text', children: expect.any(Array) }));
  });
});
