import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The owner's filter fields a refused filter can point at. */
export type OrderFilterField = 'search' | 'placedFrom' | 'placedTo' | 'deliveryDate';

const MESSAGES: Record<OrderFilterField, string> = {
  search:
    'Type an order number (LG-YYMMDD-XXXXX), a 10-digit phone number, an e-mail address, or at least 2 letters of a name.',
  placedFrom: 'Pick a day.',
  placedTo: 'Pick a day on or after "From".',
  deliveryDate: 'Pick a day.',
};

/**
 * The filter field the server refused, with what to type there instead; null when the failure is not about the
 * filter (the page then says the orders could not be loaded). The API's own wording is for developers, never shown.
 */
export function orderFilterProblem(error: unknown): { field: OrderFilterField; message: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const problem of error.errors) {
    if (problem.extensions?.['code'] !== 'BAD_USER_INPUT') continue;
    const argument = problem.extensions['argumentName'];
    const field = typeof argument === 'string' ? argument.replace(/^filter\./, '') : '';
    if (field in MESSAGES) return { field: field as OrderFilterField, message: MESSAGES[field as OrderFilterField] };
  }
  return null;
}
