import { createRequire } from 'node:module';
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLFieldResolver,
  GraphQLList,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionNode,
  SelectionSetNode,
} from 'graphql';
import type * as GraphQLJit from 'graphql-jit';
import { JsonWriter } from './json-writer.js';
import type { KeptJsonBudget } from './kept-json-budget.js';
import {
  BREAK,
  GraphQLObjectType as ObjectType,
  GraphQLSchema as Schema,
  Kind,
  extendSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  print,
  visit,
} from './graphql-runtime.js';

/** graphql-jit's CommonJS build, as in compiled-documents.ts. */
const { compileQuery, isCompiledQuery } = createRequire(import.meta.url)('graphql-jit') as typeof GraphQLJit;

/** The object type whose JSON is kept, when its fields have no resolvers (its JSON is then a function of the object). */
const SPLICED_TYPE = 'Product';

/** Runs an operation whose products are written from their kept JSON; null when it must run the usual way. */
export interface SplicedOperation<Context> {
  answer(context: Context, variables: Record<string, unknown> | undefined): Promise<Buffer | null>;
}

/** Where in the answer products go: a list of products, each written from its JSON kept per product object. */
interface SplicePoint {
  /** The list's type is non-null: a null list is an error, which the usual path reports. */
  readonly nonNullList: boolean;
  /** The items' type is non-null: a null item is an error, which the usual path reports. */
  readonly nonNullItems: boolean;
  /** The product's JSON for the field's selection, or null when it would not be plain data (an error). */
  readonly json: (product: object, context: unknown) => Buffer | null;
}

/** The answer's shape down to the splice points: response keys to deeper levels or to a point. */
type SpliceTree = Map<string, SpliceTree | SplicePoint>;

/**
 * Fields that only the spliced operations' own schema has (spliceSchema), never the public one: beside each field
 * that lists products, a twin with the same arguments and resolver whose type is a scalar with graphql's default
 * serialize (the value as it is). An operation selects the twin instead, so that the list its resolver returned
 * comes through execution as it is, with no per-product work, and each product is written from its kept JSON.
 */
const LIST_SCALAR = 'SplicedProductList';
const twinName = (field: string) => `${field}__splicedProducts`;

/** Each executable schema's splicing schema, made once (null when the twins' names are taken). */
const spliceSchemas = new WeakMap<GraphQLSchema, GraphQLSchema | null>();

/** The schema with a twin beside each field that lists products (resolvers kept: extendSchema copies them). */
function spliceSchema(schema: GraphQLSchema): GraphQLSchema | null {
  const known = spliceSchemas.get(schema);
  if (known !== undefined) return known;
  const lists = productListFields(schema);
  let extended: GraphQLSchema | null = null;
  const taken =
    schema.getType(LIST_SCALAR) !== undefined ||
    lists.some(({ type, field }) => twinName(field.name) in type.getFields());
  if (!taken) {
    const twins = lists.map(({ type, field }) => {
      const args = field.astNode?.arguments ?? [];
      return `extend type ${type.name} { ${twinName(field.name)}${args.length > 0 ? `(${args.map((arg) => print(arg)).join(' ')})` : ''}: ${LIST_SCALAR} }`;
    });
    extended = extendSchema(schema, parse([`scalar ${LIST_SCALAR}`, ...twins].join('\n')), { assumeValidSDL: true });
    for (const { type, field } of lists) {
      const twin = (extended.getType(type.name) as GraphQLObjectType).getFields()[twinName(field.name)]!;
      const name = field.name;
      twin.resolve = field.resolve ?? propertyResolver(name);
    }
  }
  spliceSchemas.set(schema, extended);
  return extended;
}

/**
 * graphql's default resolver for the field `name`, read under another field's name (the twin's): the property, or
 * what it returns when it is a method. It runs on every listing, so it does not copy `info` to rename the field.
 */
function propertyResolver(name: string): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    if (typeof source !== 'object' || source === null) return undefined;
    const value: unknown = (source as Record<string, unknown>)[name];
    return typeof value === 'function'
      ? (value as (args: unknown, context: unknown, info: unknown) => unknown).call(source, args, context, info)
      : value;
  };
}

/** The object types' fields whose type is a list of products, with arguments the twin can repeat. */
function productListFields(
  schema: GraphQLSchema,
): { type: GraphQLObjectType; field: GraphQLField<unknown, unknown> }[] {
  const found: { type: GraphQLObjectType; field: GraphQLField<unknown, unknown> }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const nullable = isNonNullType(field.type) ? field.type.ofType : field.type;
      const repeatable = field.args.length === 0 || field.astNode !== undefined;
      if (isListType(nullable) && getNamedType(nullable).name === SPLICED_TYPE && repeatable)
        found.push({ type, field });
    }
  }
  return found;
}

/**
 * The operation with every product it selects written from JSON kept per product object, or null when it has no
 * product field or a shape this does not handle (directives, fragments on other types, a response key selected
 * twice): then it runs as usual. The operation runs with each list of products selected through its twin (the list
 * as its resolver returned it); the answer is the same JSON text as `JSON.stringify({ data })`, with each product's
 * kept JSON (its original selection, run once on that object) in its place.
 */
export function splicedOperation<Context>(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  budget: KeptJsonBudget,
): SplicedOperation<Context> | null {
  const productType = schema.getType(SPLICED_TYPE);
  const queryType = schema.getQueryType();
  if (!isObjectType(productType) || !queryType || !onlyPlainProperties(productType) || hasDirectives(document))
    return null;
  const extended = spliceSchema(schema);
  if (extended === null) return null;
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  const itemSchema = productSchema(productType);
  const rewrite = rewriteSelections(operation.selectionSet, queryType, fragments, (parentType, field) =>
    hasTwin(extended, parentType, field.name.value)
      ? splicePoint(itemSchema, field.selectionSet!, fragments, budget)
      : null,
  );
  if (rewrite === null || rewrite.tree.size === 0) return null;
  const rewritten: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [{ ...operation, selectionSet: rewrite.selectionSet }, ...fragments],
  };
  const compiled = compileQuery(extended, rewritten, operation.name?.value);
  if (!isCompiledQuery(compiled)) return null;
  const { tree } = rewrite;
  return {
    async answer(context, variables) {
      const result = await compiled.query(undefined, context, variables);
      if (result.errors !== undefined || result.data === undefined || result.data === null) return null;
      const writer = new JsonWriter('{"data":');
      if (!writeValue(writer, result.data, tree, context)) return null;
      return writer.finish('}\n');
    },
  };
}

/**
 * Whether every field of the type, and of the object types below it, is read as a property (no resolver): then a
 * product's JSON for a selection depends on the product object alone, never on the request.
 */
function onlyPlainProperties(type: GraphQLObjectType, seen = new Set<string>()): boolean {
  if (seen.has(type.name)) return true;
  seen.add(type.name);
  return Object.values(type.getFields()).every((field) => {
    if (field.resolve !== undefined || field.args.length > 0) return false;
    const named = getNamedType(field.type);
    return !isObjectType(named) || onlyPlainProperties(named, seen);
  });
}

/** Any @include/@skip (or other directive) may depend on variables: such operations are not rewritten. */
function hasDirectives(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive() {
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** A schema whose one root field returns the root value as a product, to run a product's selection on one object. */
function productSchema(productType: GraphQLObjectType): GraphQLSchema {
  const query = new ObjectType({
    name: 'Query',
    fields: { item: { type: productType, resolve: (root: unknown) => root } },
  });
  return new Schema({ query });
}

function splicePoint(
  itemSchema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  fragments: readonly FragmentDefinitionNode[],
  budget: KeptJsonBudget,
): ((product: object, context: unknown) => Buffer | null) | null {
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as OperationDefinitionNode['operation'],
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'item' }, selectionSet }],
        },
      },
      ...fragments,
    ],
  };
  const compiled = compileQuery(itemSchema, document);
  if (!isCompiledQuery(compiled)) return null;
  const kept = budget.keeper();
  return (product, context) => {
    let json = kept.get(product);
    if (json === undefined) {
      const result = compiled.query(product, context, {});
      // Product fields are plain properties: a result that is a promise, or has errors, is not kept and not spliced.
      const data = 'then' in result ? undefined : result.errors === undefined ? result.data : undefined;
      json = data ? Buffer.from(JSON.stringify((data as { item: unknown }).item)) : null;
      kept.set(product, json);
    }
    return json;
  };
}

/**
 * The selection set with each product list field replaced by its twin, fragments on the same type written in
 * place, and the tree of response keys down to each product field; null when the shape is not handled.
 */
function rewriteSelections(
  selectionSet: SelectionSetNode,
  parentType: GraphQLObjectType,
  fragments: readonly FragmentDefinitionNode[],
  point: (
    parentType: GraphQLObjectType,
    field: FieldNode,
  ) => ((product: object, context: unknown) => Buffer | null) | null,
): { selectionSet: SelectionSetNode; tree: SpliceTree } | null {
  const selections = flattened(selectionSet.selections, parentType.name, fragments);
  if (selections === null) return null;
  const tree: SpliceTree = new Map();
  const keys = new Set<string>();
  const rewritten: FieldNode[] = [];
  for (const field of selections) {
    const key = field.alias?.value ?? field.name.value;
    if (keys.has(key)) return null;
    keys.add(key);
    const definition: GraphQLField<unknown, unknown> | undefined = parentType.getFields()[field.name.value];
    if (definition === undefined || field.selectionSet === undefined) {
      rewritten.push(field);
      continue;
    }
    const named = getNamedType(definition.type);
    const nullable = isNonNullType(definition.type) ? definition.type.ofType : definition.type;
    if (named.name === SPLICED_TYPE && !isListType(nullable)) {
      // One product (a product page): little to save, and keeping every product's page JSON would hold the whole
      // catalog again (measured: the same CPU per request, longer pauses); it runs as usual.
      rewritten.push(field);
      continue;
    }
    if (named.name === SPLICED_TYPE) {
      const json = point(parentType, field);
      if (json === null) return null;
      const items = (nullable as GraphQLList<GraphQLOutputType>).ofType;
      tree.set(key, { nonNullList: isNonNullType(definition.type), nonNullItems: isNonNullType(items), json });
      // The twin under the field's response key, with the field's arguments.
      rewritten.push({
        kind: Kind.FIELD,
        alias: { kind: Kind.NAME, value: key },
        name: { kind: Kind.NAME, value: twinName(field.name.value) },
        arguments: field.arguments,
      });
      continue;
    }
    if (!isObjectType(named)) {
      // An interface or union: left as it is (no product of the shop's catalog queries sits under one).
      rewritten.push(field);
      continue;
    }
    const inner = rewriteSelections(field.selectionSet, named, fragments, point);
    if (inner === null) return null;
    if (inner.tree.size > 0) tree.set(key, inner.tree);
    rewritten.push({ ...field, selectionSet: inner.selectionSet });
  }
  return { selectionSet: { kind: Kind.SELECTION_SET, selections: rewritten }, tree };
}

/** The fields of a selection with fragments on the same type written in place; null for any other fragment. */
function flattened(
  selections: readonly SelectionNode[],
  typeName: string,
  fragments: readonly FragmentDefinitionNode[],
): FieldNode[] | null {
  const fields: FieldNode[] = [];
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      fields.push(selection);
      continue;
    }
    const fragment =
      selection.kind === Kind.FRAGMENT_SPREAD
        ? fragments.find((definition) => definition.name.value === selection.name.value)
        : selection;
    if (fragment === undefined || (fragment.typeCondition && fragment.typeCondition.name.value !== typeName))
      return null;
    const inner = flattened(fragment.selectionSet.selections, typeName, fragments);
    if (inner === null) return null;
    fields.push(...inner);
  }
  return fields;
}

/** Writes `value` as JSON.stringify would, placing products' kept JSON at the tree's points; false to give up. */
function writeValue(writer: JsonWriter, value: unknown, tree: SpliceTree, context: unknown): boolean {
  if (value === null || typeof value !== 'object') {
    writer.write(JSON.stringify(value));
    return true;
  }
  if (Array.isArray(value)) {
    writer.write('[');
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) writer.write(',');
      if (!writeValue(writer, value[index], tree, context)) return false;
    }
    writer.write(']');
    return true;
  }
  writer.write('{');
  let first = true;
  const fields = value as Record<string, unknown>;
  // An answer's objects are plain (own properties only); keys are GraphQL names, which JSON writes without escapes.
  for (const key in fields) {
    const child = fields[key];
    writer.write(first ? `"${key}":` : `,"${key}":`);
    first = false;
    const node = tree.get(key);
    const written =
      node === undefined
        ? (writer.write(JSON.stringify(child)), true)
        : node instanceof Map
          ? writeValue(writer, child, node, context)
          : writeProducts(writer, child, node, context);
    if (!written) return false;
  }
  writer.write('}');
  return true;
}

/** Writes a list as its resolver returned it; false (the usual path answers) for a null where the type forbids one. */
function writeProducts(writer: JsonWriter, value: unknown, point: SplicePoint, context: unknown): boolean {
  if (value === null || value === undefined) {
    writer.write('null');
    return !point.nonNullList;
  }
  if (!Array.isArray(value)) return false;
  writer.write('[');
  for (let index = 0; index < value.length; index += 1) {
    if (index > 0) writer.write(',');
    const item: unknown = value[index];
    if (item === null || item === undefined) {
      if (point.nonNullItems) return false;
      writer.write('null');
      continue;
    }
    const json = typeof item === 'object' ? point.json(item, context) : null;
    if (json === null) return false;
    writer.place(json);
  }
  writer.write(']');
  return true;
}

/** Whether the splicing schema has the twin of the type's field (it has unless the arguments could not be repeated). */
function hasTwin(extended: GraphQLSchema, parentType: GraphQLObjectType, field: string): boolean {
  const type = extended.getType(parentType.name);
  return isObjectType(type) && twinName(field) in type.getFields();
}
