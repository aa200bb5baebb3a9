/** An argument the API cannot accept. The GraphQL layer turns it into a BAD_USER_INPUT error. */
export class InvalidArgumentError extends Error {
  constructor(
    /** The argument at fault, as a path such as "paging.pageSize" or "lines[2].quantity". */
    readonly argument: string,
    detail: string,
  ) {
    super(`Invalid argument "${argument}": ${detail}.`);
    this.name = 'InvalidArgumentError';
  }
}
