// Errors the features throw for the client's mistakes. graphql/errors.ts decides what each becomes on the wire.

/** An argument the API cannot accept. */
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

/** A request that needs a signed-in shopper came without one (or with a session that no longer holds). */
export class NotSignedInError extends Error {
  constructor(message = 'Please log in to continue.') {
    super(message);
    this.name = 'NotSignedInError';
  }
}

/** A signed-in user asked for something their account may not do (a shopper calling an admin operation). */
export class NotAllowedError extends Error {
  constructor(message = 'This needs an admin account.') {
    super(message);
    this.name = 'NotAllowedError';
  }
}
