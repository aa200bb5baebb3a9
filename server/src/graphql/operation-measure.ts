import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { Kind, OperationTypeNode } from './graphql-runtime.js';

/** What an operation would do if it ran, counted on the document as if every fragment were written out in place. */
export interface OperationMeasure {
  /** The deepest chain of nested fields (introspection fields left out: the schema bounds them). */
  readonly depth: number;
  /** The worst-case cost: every field costs 1, and a list field's selection counts once per item it may return. */
  readonly cost: number;
  /** Fields requested under another name (`a: products`), each occurrence counted. */
  readonly aliases: number;
  /** Fields at the top of the operation. */
  readonly rootFields: number;
  /** The most fields any one selection set holds (fragments spread into it counted): graphql-js compares them pairwise. */
  readonly widestSelection: number;
}

/** The most items a list field may return, keyed `Type.field`; every other field returns one value. */
export type ListSizes = Readonly<Record<string, number>>;

interface Summary {
  depth: number;
  cost: number;
  aliases: number;
  /** Fields at this level, fragments spread here included. */
  fields: number;
  /** The widest selection set at this level or below it. */
  widest: number;
}

const EMPTY: Summary = { depth: 0, cost: 0, aliases: 0, fields: 0, widest: 0 };

interface TypeLike {
  readonly name: string;
  getFields?: () => Record<string, { type: unknown }>;
}

/** The named type at the bottom of a field's type (through lists and non-nulls). */
function namedType(type: unknown): TypeLike | null {
  let current = type as { ofType?: unknown; name?: string } | null;
  while (current && current.ofType) current = current.ofType;
  return current && typeof current.name === 'string' ? (current as TypeLike) : null;
}

/** What measuring one document keeps: its fragments and the summaries of those measured so far. */
interface Measuring {
  readonly schema: GraphQLSchema;
  readonly listSizes: ListSizes;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly measured: Map<string, Summary>;
  readonly inProgress: Set<string>;
}

/**
 * Measures every operation of a parsed document in time linear in its size: each fragment is measured once and its
 * summary reused wherever it is spread, so a document that spreads a fragment twice per level for 40 levels is
 * measured as quickly as it is read (and its counts come out astronomically large, as they should). Counts saturate
 * at Infinity rather than wrap. Unknown types, fields and fragments and fragment cycles are skipped: graphql-js's
 * validation reports them.
 */
export function measureOperations(
  document: DocumentNode,
  schema: GraphQLSchema,
  listSizes: ListSizes,
): Map<OperationDefinitionNode, OperationMeasure> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measuring: Measuring = { schema, listSizes, fragments, measured: new Map(), inProgress: new Set() };
  const result = new Map<OperationDefinitionNode, OperationMeasure>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const summary = selectionSummary(measuring, definition.selectionSet, rootType(schema, definition.operation));
    result.set(definition, {
      depth: summary.depth,
      cost: summary.cost,
      aliases: summary.aliases,
      rootFields: summary.fields,
      widestSelection: summary.widest,
    });
  }
  return result;
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode['operation']): TypeLike | null {
  const root =
    operation === OperationTypeNode.QUERY
      ? schema.getQueryType()
      : operation === OperationTypeNode.MUTATION
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return root ?? null;
}

function fragmentSummary(measuring: Measuring, name: string): Summary {
  const known = measuring.measured.get(name);
  if (known) return known;
  const fragment = measuring.fragments.get(name);
  if (!fragment || measuring.inProgress.has(name)) return EMPTY;
  measuring.inProgress.add(name);
  const condition = measuring.schema.getType(fragment.typeCondition.name.value) ?? null;
  const summary = selectionSummary(measuring, fragment.selectionSet, condition);
  measuring.inProgress.delete(name);
  measuring.measured.set(name, summary);
  return summary;
}

function selectionSummary(measuring: Measuring, selectionSet: SelectionSetNode, parent: TypeLike | null): Summary {
  const total: Summary = { depth: 0, cost: 0, aliases: 0, fields: 0, widest: 0 };
  const parentFields = parent?.getFields?.();
  for (const selection of selectionSet.selections) {
    let part: Summary;
    if (selection.kind === Kind.FIELD) {
      part = fieldSummary(measuring, selection, parent, parentFields);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition
        ? (measuring.schema.getType(selection.typeCondition.name.value) ?? null)
        : parent;
      part = selectionSummary(measuring, selection.selectionSet, condition);
    } else {
      part = fragmentSummary(measuring, selection.name.value);
    }
    total.depth = Math.max(total.depth, part.depth);
    total.cost += part.cost;
    total.aliases += part.aliases;
    total.fields += part.fields;
    total.widest = Math.max(total.widest, part.widest);
  }
  total.widest = Math.max(total.widest, total.fields);
  return total;
}

function fieldSummary(
  measuring: Measuring,
  selection: FieldNode,
  parent: TypeLike | null,
  parentFields: ReturnType<NonNullable<TypeLike['getFields']>> | undefined,
): Summary {
  const name = selection.name.value;
  const field = parentFields?.[name];
  const child = selection.selectionSet
    ? selectionSummary(measuring, selection.selectionSet, field ? namedType(field.type) : null)
    : EMPTY;
  const items = parent ? (measuring.listSizes[`${parent.name}.${name}`] ?? 1) : 1;
  return {
    depth: name.startsWith('__') ? 0 : 1 + child.depth,
    cost: items * (1 + child.cost),
    aliases: (selection.alias ? 1 : 0) + child.aliases,
    fields: 1,
    widest: child.widest,
  };
}
