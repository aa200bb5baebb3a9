import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The GraphQL error code of a failed request (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT …), or null. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : null;
}

/** A one-line message for a failed admin request. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? 'The request failed.';
  return 'The shop could not be reached. Check the connection and try again.';
}
