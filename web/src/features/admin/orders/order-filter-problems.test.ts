import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { orderFilterProblem } from './order-filter-problems';

function refused(argumentName: string, code = 'BAD_USER_INPUT') {
  return new CombinedGraphQLErrors({
    errors: [{ message: `Invalid argument "${argumentName}": must be …`, extensions: { code, argumentName } }],
  });
}

describe('orderFilterProblem', () => {
  it('names the refused field with words for the owner, never the API text', () => {
    const problem = orderFilterProblem(refused('filter.search'));
    expect(problem?.field).toBe('search');
    expect(problem?.message).toMatch(/^Type an order number/);
    expect(problem?.message).not.toMatch(/Invalid argument/);
    expect(orderFilterProblem(refused('filter.placedTo'))?.field).toBe('placedTo');
  });

  it('is null for failures that are not about the filter', () => {
    expect(orderFilterProblem(refused('paging.pageSize'))).toBeNull();
    expect(orderFilterProblem(refused('filter.search', 'FORBIDDEN'))).toBeNull();
    expect(orderFilterProblem(new Error('offline'))).toBeNull();
  });
});
