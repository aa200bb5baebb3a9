// A mutation's expected refusals, as every payload of the API reports them (`userErrors { ...UserError }`).
import { graphql } from '../gql';

export const UserErrorFragment = graphql(`
  fragment UserError on UserError {
    field
    message
    code
  }
`);

/** What a page reads of a refusal: the field it names (null for the whole request) and what to say. */
export type UserErrors = readonly { readonly field?: string | null; readonly message: string }[];

/** The message of the refusal that names `field`, to show beside it. */
export function fieldError(errors: UserErrors, field: string): string | null {
  return errors.find((error) => error.field === field)?.message ?? null;
}
