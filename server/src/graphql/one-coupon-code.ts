import type { ApolloServerPlugin } from '@apollo/server';
import type {
  DocumentNode,
  FieldNode,
  GraphQLArgument,
  GraphQLInputField,
  GraphQLInputType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import type { GraphQLContext } from './context.js';
import {
  GraphQLError,
  Kind,
  getArgumentValues,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
} from './graphql-runtime.js';

/** The directive that marks, in schema.graphql, the input fields and arguments holding a coupon code to evaluate. */
export const COUPON_CODE_DIRECTIVE = 'couponCode';

/** The most coupon codes one operation may ask the server to evaluate. */
export const MAX_COUPON_CODES = 1;

function marked(definition: GraphQLArgument | GraphQLInputField): boolean {
  return definition.astNode?.directives?.some((directive) => directive.name.value === COUPON_CODE_DIRECTIVE) ?? false;
}

function isCode(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** The paths (`input.couponCode`) of the non-empty coupon codes inside one coerced input value. */
function codesIn(value: unknown, type: GraphQLInputType, path: string, found: string[]): void {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (Array.isArray(value)) value.forEach((item, index) => codesIn(item, inner.ofType, `${path}[${index}]`, found));
    return;
  }
  if (!isInputObjectType(inner) || typeof value !== 'object') return;
  for (const field of Object.values(inner.getFields())) {
    const fieldValue = (value as Record<string, unknown>)[field.name];
    if (marked(field)) {
      if (isCode(fieldValue)) found.push(`${path}.${field.name}`);
    } else {
      codesIn(fieldValue, field.type, `${path}.${field.name}`, found);
    }
  }
}

/**
 * The operation's top-level fields by response key, fragments followed. Fields under one response key are merged into
 * one execution (validation made sure their arguments agree), so each key counts once, however often it is spread.
 */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): Map<string, FieldNode> {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition.selectionSet] as const] : [],
    ),
  );
  const fields = new Map<string, FieldNode>();
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (!fields.has(key)) fields.set(key, selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment);
      }
    }
  };
  visit(operation.selectionSet);
  return fields;
}

/**
 * Where the operation sends coupon codes to evaluate: "checkoutQuote input.couponCode", "b: checkoutQuote
 * input.couponCode", with the variables' values (and their defaults) filled in exactly as execution will see them.
 * @skip and @include are not looked at: a code that might run counts.
 */
export function couponCodesOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | undefined,
): string[] {
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return [];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 1 });
  // Variables that do not coerce stop the operation before any field runs.
  if (coerced.errors) return [];
  const found: string[] = [];
  for (const [key, node] of rootFields(document, operation)) {
    const definition = rootType.getFields()[node.name.value];
    if (!definition) continue;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(definition, node, coerced.coerced);
    } catch {
      continue; // this field fails when it runs, before its resolver
    }
    const label = key === node.name.value ? key : `${key}: ${node.name.value}`;
    const paths: string[] = [];
    for (const argument of definition.args) {
      if (marked(argument)) {
        if (isCode(args[argument.name])) paths.push(argument.name);
      } else {
        codesIn(args[argument.name], argument.type, argument.name, paths);
      }
    }
    found.push(...paths.map((path) => `${label} ${path}`));
  }
  return found;
}

/**
 * Refuses, before anything runs or reads, an operation that would evaluate more than one coupon code (several
 * checkoutQuote fields with a code, aliases, fragments, a placeOrder beside a quote, …), so that one request tries one
 * code; the rate limits on codes tried then count every guess. The fields that carry codes are marked @couponCode in
 * schema.graphql, so a new one is covered by marking it.
 */
export function oneCouponCodePlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const codes = couponCodesOf(schema, document, operation, request.variables);
          if (codes.length <= MAX_COUPON_CODES) return;
          throw new GraphQLError(
            `Only one coupon code can be checked per request, and this operation sends ${codes.length}: ` +
              `${codes.join(', ')}. Send them one request at a time.`,
            {
              extensions: {
                code: 'BAD_USER_INPUT',
                argumentName: codes[1]!.split(' ').at(-1),
                http: { status: 400 },
              },
            },
          );
        },
      };
    },
  };
}
