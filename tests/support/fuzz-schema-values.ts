// Schema-aware fuzzing: the web app's own operations (web/src/gql, generated from its documents) with variables built
// from the schema's input types, then mutated: a wrong type, an extreme or hostile value, a huge string, a long list,
// an unknown field, a null where one is required, deep nesting. Seeded: the same seed draws the same requests.
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import * as webDocuments from '../../web/src/gql/graphql.js';

/** A web app operation as text, with its variables' declared types. */
export interface ShopOperation {
  readonly name: string;
  readonly query: string;
  readonly variables: ReadonlyArray<{ readonly name: string; readonly type: GraphQLInputType }>;
}

/** Every operation the web app (shop and admin) sends, from the documents codegen generated. */
export function shopOperations(schema: GraphQLSchema): ShopOperation[] {
  return Object.entries(webDocuments)
    .filter(([name, value]) => name.endsWith('Document') && (value as { kind?: string } | null)?.kind === 'Document')
    .map(([name, value]) => {
      const document = value as DocumentNode;
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const variables = (operation?.variableDefinitions ?? []).map((definition) => ({
        name: definition.variable.name.value,
        type: typeFromAST(schema, definition.type as never) as GraphQLInputType,
      }));
      return { name: name.replace(/Document$/, ''), query: print(document), variables };
    });
}

export interface Draw {
  readonly random: () => number;
  readonly pick: <T>(items: readonly T[]) => T;
}

const SCALAR_SAMPLES: Record<string, readonly unknown[]> = {
  String: ['mug', '641001', '+919876543210', 'asha@example.in', '2026-12-24', '10:00', ''],
  ID: ['p-1', 'coupon-1', 'order-1', 'none'],
  Int: [0, 1, 2, 10, 100],
  Float: [0, 1.5, 100],
  Boolean: [true, false],
};

const HOSTILE: readonly unknown[] = [
  null,
  -1,
  2 ** 31,
  -(2 ** 53) - 2,
  1e308,
  0.5,
  'NaN',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '\u0000\u202e',
  '🎁'.repeat(200),
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  [],
  {},
  true,
];

/** A value of `type` as the shop would send it (lists of one or two, required fields only and some optional). */
export function sampleValue(draw: Draw, type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sampleValue(draw, type.ofType, depth);
  if (isListType(type))
    return Array.from({ length: 1 + Math.floor(draw.random() * 2) }, () => sampleValue(draw, type.ofType, depth + 1));
  if (isEnumType(type)) return draw.pick(type.getValues()).name;
  if (isScalarType(type)) return draw.pick(SCALAR_SAMPLES[type.name] ?? ['x']);
  if (isInputObjectType(type) && depth < 6) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type) || draw.random() < 0.3)
        value[field.name] = sampleValue(draw, field.type, depth + 1);
    return value;
  }
  return null;
}

/** One mutation of a value somewhere inside it (or of the whole). */
export function mutatedValue(draw: Draw, value: unknown, depth = 0): unknown {
  const { pick, random } = draw;
  if (depth < 4 && random() < 0.6) {
    if (Array.isArray(value) && value.length > 0) {
      const at = Math.floor(random() * value.length);
      return value.map((item, index) => (index === at ? mutatedValue(draw, item, depth + 1) : item));
    }
    if (typeof value === 'object' && value !== null) {
      const keys = Object.keys(value);
      if (keys.length > 0) {
        const key = pick(keys);
        return { ...value, [key]: mutatedValue(draw, (value as Record<string, unknown>)[key], depth + 1) };
      }
    }
  }
  const mutations: Array<() => unknown> = [
    () => pick(HOSTILE),
    () => 'x'.repeat(pick([1_000, 65_536, 300_000])),
    () => Array.from({ length: pick([100, 5_000]) }, () => value),
    () => (typeof value === 'object' && value !== null ? { ...value, notAField: 1 } : [value]),
    () => JSON.stringify(value ?? null),
    () => (typeof value === 'number' ? -value - 1 : typeof value === 'string' ? `${value}${value}`.toUpperCase() : 7),
    () => nested(pick([10, 40, 2_000]), value),
  ];
  return pick(mutations)();
}

function nested(depth: number, inner: unknown): unknown {
  let value: unknown = inner;
  for (let level = 0; level < depth; level += 1) value = { value };
  return value;
}

/** A shop operation and its variables: valid as the web app sends them, or with one mutation. */
export function shopRequestBody(draw: Draw, operation: ShopOperation): string {
  const variables = Object.fromEntries(operation.variables.map(({ name, type }) => [name, sampleValue(draw, type)]));
  const mutated = operation.variables.length > 0 && draw.random() < 0.85 ? mutatedValue(draw, variables) : variables;
  return JSON.stringify({ query: operation.query, operationName: operation.name, variables: mutated });
}
