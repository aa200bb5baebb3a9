import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { InvalidArgumentError, NotAllowedError, NotSignedInError } from '../domain/errors.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What a client sees of a domain error: its code, further extensions, and the HTTP status it sets (if any). */
interface DomainErrorAnswer {
  readonly code: string;
  readonly extensions: Readonly<Record<string, unknown>>;
  readonly status: number | null;
}

/**
 * Every domain error the features throw, and its GraphQL error code: the one place that decides them. A feature
 * with a new kind of client error adds its class to domain/errors.ts and a line here.
 */
function domainErrorAnswer(cause: unknown): DomainErrorAnswer | null {
  if (cause instanceof InvalidArgumentError) {
    return { code: ApolloServerErrorCode.BAD_USER_INPUT, extensions: { argumentName: cause.argument }, status: null };
  }
  if (cause instanceof NotSignedInError) return { code: 'UNAUTHENTICATED', extensions: {}, status: 401 };
  if (cause instanceof NotAllowedError) return { code: 'FORBIDDEN', extensions: {}, status: 403 };
  return null;
}

interface GraphQLErrorLike {
  extensions: Record<string, unknown>;
  originalError?: unknown;
}

/** GraphQL errors (of either graphql copy, see graphql-runtime.ts) always carry an extensions object. */
function isGraphQLErrorLike(error: unknown): error is GraphQLErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as GraphQLErrorLike).extensions === 'object';
}

/**
 * The error at the root of `error`: a GraphQL error someone raised on purpose (graphql-js, Apollo, our limits), a
 * domain error (domainErrorAnswer), or some other thrown value, which is a fault of ours.
 */
function rootCause(error: unknown): unknown {
  let current = unwrapResolverError(error);
  while (isGraphQLErrorLike(current) && current.originalError !== undefined && current.originalError !== null) {
    current = current.originalError;
  }
  return current;
}

function codeOf(error: unknown): string | undefined {
  const code = isGraphQLErrorLike(error) ? error.extensions.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** A document the parser gave up on is the client's doing, even when the parser ran out of stack on it. */
function isParseFailure(error: unknown): boolean {
  return codeOf(error) === ApolloServerErrorCode.GRAPHQL_PARSE_FAILED;
}

function isOurFault(error: unknown): boolean {
  if (isParseFailure(error)) return false;
  const cause = rootCause(error);
  return domainErrorAnswer(cause) === null && !isGraphQLErrorLike(cause);
}

/** Client mistakes that Apollo or graphql-js report without a code (which would label them the server's fault). */
const CODELESS_CLIENT_ERRORS: Readonly<Record<string, string>> = {
  'Unsupported persisted query version': ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
  'provided sha does not match query': ApolloServerErrorCode.BAD_REQUEST,
  'Too many errors processing variables, error limit reached. Execution aborted.': ApolloServerErrorCode.BAD_USER_INPUT,
};

const NESTED_TOO_DEEPLY = 'Syntax Error: The document is nested too deeply to read.';

/** The longest quoted stretch of an error message kept whole (a field path, a short value). */
const QUOTED_KEPT = 80;
/** The most of a quoted stretch shown when it is longer. */
const QUOTED_EXCERPT = 40;
/** The longest message a client gets. */
const MAX_MESSAGE = 1_000;

/**
 * An error message with every long quoted stretch cut to an excerpt: graphql-js quotes the whole invalid value
 * (`Variable "$input" got invalid value "xxx…" at "input.zones"; …`), which echoed 1.5 MB back. Field names and
 * paths are short and stay whole. One pass, no regular expression.
 */
export function excerptedMessage(message: string): string {
  if (message.length <= QUOTED_KEPT) return message;
  const parts = message.split('"');
  // Odd parts are inside quotes (an escaped quote only splits a stretch into two, each cut on its own).
  const cut = parts.map((part, index) =>
    index % 2 === 1 && part.length > QUOTED_KEPT
      ? `${part.slice(0, QUOTED_EXCERPT)}… (${part.length} characters)`
      : part,
  );
  const joined = cut.join('"');
  return joined.length <= MAX_MESSAGE ? joined : `${joined.slice(0, MAX_MESSAGE)}…`;
}

/**
 * What a client sees of an error: domain errors with their message and code (invalid arguments as BAD_USER_INPUT
 * with the argument's name, a missing sign-in as UNAUTHENTICATED); GraphQL errors raised on purpose as they are; anything else (a fault of ours, logged with its stack by
 * `errorPlugin`) as a generic INTERNAL_SERVER_ERROR. Never a stack trace.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const cause = rootCause(error);
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  const answer = domainErrorAnswer(cause);
  if (answer !== null) {
    return { message: (cause as Error).message, ...where, extensions: { code: answer.code, ...answer.extensions } };
  }
  if (isParseFailure(error)) {
    const message =
      cause instanceof RangeError ? NESTED_TOO_DEEPLY : excerptedMessage(formatted.message.split('\n')[0]!);
    return { message, ...where, extensions: { code: ApolloServerErrorCode.GRAPHQL_PARSE_FAILED } };
  }
  if (isOurFault(error)) {
    return {
      message: INTERNAL_ERROR_MESSAGE,
      ...where,
      extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR },
    };
  }
  const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions ?? {};
  // A code set where the error was raised (QUERY_TOO_COMPLEX by a validation rule) wins over the wrapper's.
  const code = codeOf(cause) ?? CODELESS_CLIENT_ERRORS[formatted.message] ?? extensions.code;
  return {
    ...formatted,
    message: excerptedMessage(formatted.message),
    extensions: { ...extensions, ...(code === undefined ? {} : { code }) },
  };
}

/**
 * Logs unexpected faults with their context (operation, path, request id); expected errors are not noise. A document
 * the parser refuses gets one info line, so a flood of them shows without filling the log with stack traces. Sets
 * the HTTP status that domain errors ask for.
 */
export function errorPlugin(logger: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async parsingDidStart({ contextValue, source }) {
          return async (error) => {
            if (!error) return;
            const reason = error instanceof RangeError ? NESTED_TOO_DEEPLY : error.message.split('\n')[0];
            (contextValue?.logger ?? logger).info(
              { reason, bytes: source?.length ?? 0 },
              'GraphQL document refused by the parser',
            );
          };
        },
        async willSendResponse({ errors, response }) {
          // The HTTP status a domain error asks for (401 for a missing sign-in), as a GraphQLError's http extension would.
          for (const error of errors ?? []) {
            const status = domainErrorAnswer(rootCause(error))?.status;
            if (status) response.http.status = status;
          }
        },
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
