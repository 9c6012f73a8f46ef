// Two shapes zod's OpenAPI 3.0 output has that 3.0 itself does not allow, rewritten into what they mean.
// Applied to the whole document after @fastify/swagger built it (plugins/openapi.ts).

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `.nullable()` of a union comes out as `{ nullable: true, anyOf: [...] }` with no `type`, and OpenAPI
 * 3.0 ignores `nullable` without a `type` beside it (the null would be refused). When the members share
 * one type it goes beside `nullable`; otherwise the first member with a type takes `nullable` (null then
 * matches that member, which anyOf and oneOf both accept).
 */
function typeNullableUnion(schema: JsonObject): void {
  if (schema.nullable !== true || 'type' in schema) return;
  const members = [schema.anyOf, schema.oneOf].find(Array.isArray)?.filter(isObject);
  if (!members || members.length === 0) return;
  const types = new Set(members.map((member) => member.type));
  const [onlyType] = types;
  if (types.size === 1 && typeof onlyType === 'string') {
    schema.type = onlyType;
    return;
  }
  const typed = members.find((member) => typeof member.type === 'string');
  if (!typed) return;
  typed.nullable = true;
  delete schema.nullable;
}

/**
 * `z.record(z.enum([...]), value)` must hold every key of the enum. zod says so with `required` beside
 * `additionalProperties`, which 3.0 reads as required properties that are never described: each key is
 * described as a property of the value's schema instead.
 */
function describeRecordKeys(schema: JsonObject): void {
  const { required, additionalProperties } = schema;
  if (!Array.isArray(required) || !isObject(additionalProperties)) return;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const key of required) {
    if (typeof key === 'string' && !(key in properties))
      properties[key] = structuredClone(additionalProperties);
  }
  schema.properties = properties;
}

/** Rewrites, in place, every schema below `node` (a whole document, or one schema). */
export function fixZodOpenapiOutput(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixZodOpenapiOutput(item);
    return;
  }
  if (!isObject(node)) return;
  typeNullableUnion(node);
  describeRecordKeys(node);
  for (const value of Object.values(node)) fixZodOpenapiOutput(value);
}
