import { buildSchema, isInputObjectType, isObjectType, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readSchemaFile } from './type-defs.js';

// schema.graphql is the contract mobile clients read: every type, field, argument-bearing input field and enum value
// carries its description.
describe('schema.graphql', () => {
  it('describes every type and every field', () => {
    const schema = buildSchema(readSchemaFile());
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
