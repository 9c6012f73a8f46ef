import { describe, expect, it } from 'vitest';
import { fixZodOpenapiOutput } from './openapi-zod-fixes.js';

describe('fixZodOpenapiOutput', () => {
  it('gives a nullable union of one type that type', () => {
    const schema = {
      nullable: true,
      anyOf: [
        { type: 'string', enum: [''] },
        { type: 'string', format: 'email' },
      ],
    };
    fixZodOpenapiOutput({ properties: { email: schema } });
    expect(schema).toEqual({
      type: 'string',
      nullable: true,
      anyOf: [
        { type: 'string', enum: [''] },
        { type: 'string', format: 'email' },
      ],
    });
  });

  it('moves nullable into a member when the members differ in type', () => {
    const schema = { nullable: true, anyOf: [{ type: 'string' }, { type: 'integer' }] };
    fixZodOpenapiOutput(schema);
    expect(schema).toEqual({ anyOf: [{ type: 'string', nullable: true }, { type: 'integer' }] });
  });

  it('describes each required key of a record with an enum of keys', () => {
    const schema = {
      type: 'object',
      additionalProperties: { type: 'integer' },
      required: ['Delivered', 'Cancelled'],
    };
    fixZodOpenapiOutput({ items: schema });
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: { type: 'integer' },
      required: ['Delivered', 'Cancelled'],
      properties: { Delivered: { type: 'integer' }, Cancelled: { type: 'integer' } },
    });
  });

  it('leaves a parameter or request body, whose required is a boolean, as it was', () => {
    const parameter = { in: 'query', name: 'page', required: true, schema: { type: 'integer' } };
    fixZodOpenapiOutput(parameter);
    expect(parameter).toEqual({ in: 'query', name: 'page', required: true, schema: { type: 'integer' } });
  });
});
