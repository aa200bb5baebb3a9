import type { ASTVisitor, ValidationContext } from 'graphql';
import { GraphQLError } from './graphql-runtime.js';
import { measureOperations, type ListSizes } from './operation-measure.js';

/** The limits every operation must keep before it runs (see the README's "GraphQL limits"). */
export interface OperationLimits {
  /** Nested fields, fragments followed. */
  readonly maxDepth: number;
  /** Worst-case cost (see `measureOperations`). */
  readonly maxCost: number;
  /** Aliased fields, counted where fragments spread them. */
  readonly maxAliases: number;
  /** Fields at the top of an operation, counted where fragments spread them. */
  readonly maxRootFields: number;
  /** Fields in any one selection set, counted where fragments spread them. */
  readonly maxSelectionWidth: number;
}

/**
 * The most items each list field can return (the limits of domain/validation.ts and the schema's fixed lists): their
 * selections count once per item.
 */
export const LIST_FIELD_SIZES: ListSizes = {
  'Query.products': 100,
  'Query.search': 50,
  'Query.searchProducts': 100,
  'Query.homeProducts': 100,
  'Query.productsByIds': 100,
  'Query.cartSummary': 100,
  'Query.categories': 50,
  'Query.indianStates': 40,
  'MyCoupons.available': 500,
  'MyCoupons.used': 200,
};

const TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

function tooComplex(message: string): InstanceType<typeof GraphQLError> {
  return new GraphQLError(message, { extensions: { code: TOO_COMPLEX } });
}

function operationLabel(name: string | undefined): string {
  return name ? ` "${name}"` : '';
}

/**
 * A validation rule refusing operations that exceed any of `limits`. It measures the whole document once, in time
 * linear in its size, so it costs the same whatever the fragments multiply to; and it fails closed: if the document
 * cannot be measured, the operation is refused. Apollo keeps only documents that pass validation, so a document is
 * measured once and free for every request after that.
 */
export function operationLimitsRule(
  limits: OperationLimits,
  listSizes: ListSizes = LIST_FIELD_SIZES,
): (context: ValidationContext) => ASTVisitor {
  return (context) => ({
    Document(document) {
      let measures;
      try {
        measures = measureOperations(document, context.getSchema(), listSizes);
      } catch {
        context.reportError(
          tooComplex("The operation could not be measured against the server's limits, so it was refused."),
        );
        return;
      }
      for (const [operation, measure] of measures) {
        const name = operationLabel(operation.name?.value);
        if (measure.depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(
              `The operation${name} is nested too deeply: ${measure.depth} levels where at most ${limits.maxDepth} are allowed.`,
              { nodes: [operation] },
            ),
          );
        } else if (measure.rootFields > limits.maxRootFields) {
          context.reportError(
            tooComplex(
              `The operation${name} asks for ${count(measure.rootFields)} top-level fields where at most ${limits.maxRootFields} are allowed.`,
            ),
          );
        } else if (measure.widestSelection > limits.maxSelectionWidth) {
          context.reportError(
            tooComplex(
              `The operation${name} selects ${count(measure.widestSelection)} fields in one place where at most ${limits.maxSelectionWidth} are allowed.`,
            ),
          );
        } else if (measure.aliases > limits.maxAliases) {
          context.reportError(
            tooComplex(
              `The operation${name} uses ${count(measure.aliases)} aliases where at most ${limits.maxAliases} are allowed.`,
            ),
          );
        } else if (!(measure.cost <= limits.maxCost)) {
          context.reportError(
            tooComplex(
              `The operation${name} is too complex: its estimated cost is ${count(measure.cost)} where at most ${limits.maxCost} is allowed. ` +
                'Ask for fewer items or fields.',
            ),
          );
        }
      }
      return false;
    },
  });
}

/** A count as people read it; fragments that multiply can make it astronomically large. */
function count(value: number): string {
  return Number.isSafeInteger(value) ? String(value) : 'more than 9,007,199,254,740,991';
}
