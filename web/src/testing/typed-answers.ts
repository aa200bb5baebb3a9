// Mocked server answers typed from the generated operation types (web/src/gql), so they cannot drift from what the
// pages select: a field a query adds is a type error in the mock, not Apollo's "Missing field" warning at run time.

/**
 * A generated result type as a mocked answer: every selected field is required, and any object may also name its
 * `__typename` (the generated types leave it out; Apollo's cache uses it).
 */
export type Mocked<T> = T extends readonly (infer Item)[]
  ? Mocked<Item>[]
  : T extends object
    ? { [K in keyof T]: Mocked<T[K]> } & { __typename?: string }
    : T;

/** `data` checked against the result type of the operation it answers, e.g. `mocked<CheckoutReviewQuery>({...})`. */
export function mocked<T>(data: Mocked<T>): Mocked<T> {
  return data;
}
