import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { InvalidArgumentError } from '../domain/errors.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

interface GraphQLErrorLike {
  extensions: Record<string, unknown>;
  originalError?: unknown;
}

/** GraphQL errors (of either graphql copy, see graphql-runtime.ts) always carry an extensions object. */
function isGraphQLErrorLike(error: unknown): error is GraphQLErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as GraphQLErrorLike).extensions === 'object';
}

/**
 * The error at the root of `error`: a GraphQL error someone raised on purpose (graphql-js, Apollo, the accounts
 * code), an InvalidArgumentError, or some other thrown value, which is a fault of ours.
 */
function rootCause(error: unknown): unknown {
  let current = unwrapResolverError(error);
  while (isGraphQLErrorLike(current) && current.originalError !== undefined && current.originalError !== null) {
    current = current.originalError;
  }
  return current;
}

function isOurFault(error: unknown): boolean {
  const cause = rootCause(error);
  return !(cause instanceof InvalidArgumentError) && !isGraphQLErrorLike(cause);
}

/**
 * What a client sees of an error: invalid arguments as BAD_USER_INPUT with their message and the argument's name;
 * GraphQL errors raised on purpose as they are; anything else (a fault of ours, logged with its stack by
 * `errorLoggingPlugin`) as a generic INTERNAL_SERVER_ERROR. Never a stack trace.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const cause = rootCause(error);
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (cause instanceof InvalidArgumentError) {
    return {
      message: cause.message,
      ...where,
      extensions: { code: ApolloServerErrorCode.BAD_USER_INPUT, argumentName: cause.argument },
    };
  }
  if (isOurFault(error)) {
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
            if (!isOurFault(error)) continue;
            (contextValue?.logger ?? logger).error(
              { err: rootCause(error), operationName, path: error.path },
              'GraphQL operation failed unexpectedly',
            );
          }
        },
      };
    },
  };
}
