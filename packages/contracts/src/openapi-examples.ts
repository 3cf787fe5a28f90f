type JsonObject = Record<string, unknown>;

const deepest = 8;

/** A string that fits common formats, so an example reads like a real value. */
function stringExample(schema: JsonObject): string {
  switch (schema.format) {
    case 'date-time':
      return '2026-01-31T12:00:00.000Z';
    case 'date':
      return '2026-01-31';
    case 'email':
      return 'user@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/hook';
    case 'uuid':
      return '3f2b8c1e-5d4a-4b6f-9e2d-7c1a0b9f8e6d';
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return 'text'.padEnd(Math.min(minLength, 200), 'x');
}

/**
 * An example value for a JSON Schema (as zod's toJSONSchema writes them): the schema's own example,
 * default, const or first enum value, else one made from its type, with every property filled in.
 * The OpenAPI document shows one for every call; it is illustrative, not a fixture.
 */
export function exampleOf(schema: unknown, root: JsonObject = {}, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || depth > deepest) return null;
  const node = schema as JsonObject;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if ('default' in node) return node.default;
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  if (typeof node.$ref === 'string') return exampleOf(resolveRef(node.$ref, root), root, depth + 1);
  const choice = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(choice)) {
    const notNull = choice.find((option) => (option as JsonObject).type !== 'null') ?? choice[0];
    return exampleOf(notNull, root, depth + 1);
  }
  if (Array.isArray(node.allOf))
    return Object.assign({}, ...node.allOf.map((part) => exampleOf(part, root, depth + 1) as object));
  const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
  const type = types.find((one) => one !== 'null') ?? types[0];
  switch (type) {
    case 'object':
      return objectExample(node, root, depth);
    case 'array':
      return node.items === undefined ? [] : [exampleOf(node.items, root, depth + 1)];
    case 'string':
      return stringExample(node);
    case 'integer':
    case 'number':
      return typeof node.minimum === 'number' ? node.minimum : type === 'integer' ? 1 : 1.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return node.properties ? objectExample(node, root, depth) : null;
  }
}

function objectExample(node: JsonObject, root: JsonObject, depth: number): JsonObject {
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  const example: JsonObject = {};
  for (const [name, property] of Object.entries(properties))
    example[name] = exampleOf(property, root, depth + 1);
  if (Object.keys(properties).length === 0 && typeof node.additionalProperties === 'object')
    example.key = exampleOf(node.additionalProperties, root, depth + 1);
  return example;
}

/** `#/$defs/name` (zod's local definitions) within the schema that holds them. */
function resolveRef(ref: string, root: JsonObject): unknown {
  let target: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/'))
    target = typeof target === 'object' && target !== null ? (target as JsonObject)[part] : undefined;
  return target;
}
