import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { InvalidArgumentError } from '../domain/errors.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

function codeOf(error: unknown): unknown {
  return (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
}

/**
 * Whether an error is one we expect and explain (bad input, a refused request) rather than a fault of ours: invalid
 * arguments, and errors that carry a code other than INTERNAL_SERVER_ERROR (graphql-js, Apollo, the accounts code).
 */
function isExpected(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof InvalidArgumentError) return true;
  const code = codeOf(original) ?? codeOf(error);
  return typeof code === 'string' && code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR;
}

/**
 * What a client sees of an error: invalid arguments as BAD_USER_INPUT with their message and the argument's name;
 * errors that carry a code as they are; anything else as a generic INTERNAL_SERVER_ERROR (it was logged with its
 * stack by `errorLoggingPlugin`). Never a stack trace.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (original instanceof InvalidArgumentError) {
    return {
      message: original.message,
      ...where,
      extensions: { code: ApolloServerErrorCode.BAD_USER_INPUT, argumentName: original.argument },
    };
  }
  const code = formatted.extensions?.code;
  const expected = isExpected(error) || (typeof code === 'string' && code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR);
  if (!expected) {
    return { message: INTERNAL_ERROR_MESSAGE, ...where, extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR } };
  }
  const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

/** Logs unexpected faults with their context (operation, path, request id); expected errors are not noise. */
export function errorLoggingPlugin(logger: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName, contextValue }) {
          for (const error of errors) {
            if (isExpected(error)) continue;
            (contextValue?.logger ?? logger).error(
              { err: unwrapResolverError(error), operationName, path: error.path },
              'GraphQL operation failed unexpectedly',
            );
          }
        },
      };
    },
  };
}
