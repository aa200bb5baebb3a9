import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** One GraphQL operation as the server's in-process executor takes it. */
export interface InProcessRequest {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string | undefined;
}

/** The answer of an operation: data and errors as the API would send them. */
export interface InProcessResult {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly { readonly message: string }[];
}

/** Runs an operation inside the server process (no HTTP round trip). */
export type InProcessExecutor = (request: InProcessRequest) => Promise<InProcessResult>;

/** An Apollo link that hands every operation to the server's own executor. */
export function createInProcessLink(execute: InProcessExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}
