import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { InvalidArgumentError } from '../domain/errors.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';

/** The error codes a client may see besides those of graphql-js and Apollo. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Whether an error is one we expect and explain (bad input, a refused request), rather than a fault of ours. */
function isExpected(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof InvalidArgumentError) return true;
  if (original instanceof GraphQLError) {
    const code = original.extensions.code;
    return typeof code === 'string' && code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR;
  }
  return false;
}

/**
 * What a client sees of an error: invalid arguments as BAD_USER_INPUT with their message and the argument's name;
 * errors that carry a code as they are; anything else as a generic INTERNAL_SERVER_ERROR (it was logged with its
 * stack by `errorLoggingPlugin`). Never a stack trace.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof InvalidArgumentError) {
    return {
      message: original.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: ApolloServerErrorCode.BAD_USER_INPUT, argumentName: original.argument },
    };
  }
  const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions ?? {};
  if (!isExpected(error)) {
    return {
      message: INTERNAL_ERROR_MESSAGE,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR },
    };
  }
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
