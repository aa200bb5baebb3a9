// GraphQL operations an attacker sends to stall the server or to make it answer far more than it was asked: the
// findings of the hardening review, each small enough to pass the 1 MB body limit.

/** Fragments that each spread the next one twice: any rule walking spreads without memory doubles per level. */
export function fragmentFanOut(levels: number, leaf = '{ marketing { offerTitle } }'): string {
  const fragments: string[] = [];
  for (let level = 0; level < levels; level += 1) {
    fragments.push(`fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`);
  }
  fragments.push(`fragment F${levels} on Query ${leaf}`);
  return `query FanOut { ...F0 }\n${fragments.join('\n')}`;
}

/** `count` aliases of one field. */
export function aliases(count: number, field: string): string {
  const selections: string[] = [];
  for (let index = 0; index < count; index += 1) selections.push(`a${index}: ${field}`);
  return `{ ${selections.join(' ')} }`;
}

/** 100 aliases of the largest products page behind a fan-out prefix (the complexity estimator used to give up). */
export function productsBehindFanOut(levels: number): string {
  return fragmentFanOut(levels, aliases(100, 'products(paging: { pageSize: 100 }) { items { id productName } }'));
}

/** A selection set nested `depth` levels deep: graphql-js's recursive parser overflows the stack on it. */
export function nestedSelections(depth: number): string {
  return `{ marketing ${'{ offerTitle '.repeat(depth)}${'}'.repeat(depth)} }`;
}

/** A list value nested `depth` levels deep, in an argument. */
export function nestedList(depth: number): string {
  return `{ search(text: ${'['.repeat(depth)}"a"${']'.repeat(depth)}) { totalCount } }`;
}

/** One field repeated without aliases: graphql-js's "fields can merge" rule compares every pair. */
export function repeatedField(count: number): string {
  return `{ ${'marketing { offerTitle } '.repeat(count)}}`;
}

export interface Attack {
  readonly name: string;
  readonly query: string;
  /** The error code the server answers it with. */
  readonly expectedCode: string;
  /** The HTTP status of that answer: 400, or 413 for query text over GRAPHQL_MAX_QUERY_BYTES (refused unparsed). */
  readonly expectedStatus: 400 | 413;
}

const PARSE = 'GRAPHQL_PARSE_FAILED';
/** Query text over the default GRAPHQL_MAX_QUERY_BYTES (32 KB) is refused before it is parsed. */
const TOO_LARGE = 'QUERY_TOO_LARGE';
const MAX_QUERY_BYTES = 32_768;
const COMPLEX = 'QUERY_TOO_COMPLEX';

/** Every attack of the review, as the integration tests send them. */
export function hostileDocuments(): Attack[] {
  const attacks: Omit<Attack, 'expectedStatus'>[] = [
    { name: 'fragment fan-out, 26 levels', query: fragmentFanOut(26), expectedCode: COMPLEX },
    { name: 'fragment fan-out, 40 levels', query: fragmentFanOut(40), expectedCode: COMPLEX },
    { name: '100 product pages behind a 13-level fan-out', query: productsBehindFanOut(13), expectedCode: PARSE },
    {
      name: '100 product pages behind a 3-level fan-out',
      query: productsBehindFanOut(3).replace(/pageSize: 100/g, 'pageSize: 1'),
      expectedCode: COMPLEX,
    },
    {
      name: '10,000 aliases of search',
      query: aliases(10_000, 'search(text: "mug") { items { id } }'),
      expectedCode: PARSE,
    },
    { name: '10,000 aliases of indianStates', query: aliases(10_000, 'indianStates'), expectedCode: PARSE },
    { name: '31 aliases of search', query: aliases(31, 'search(text: "mug") { totalCount }'), expectedCode: COMPLEX },
    { name: 'selections nested 5,000 deep', query: nestedSelections(5_000), expectedCode: PARSE },
    { name: 'a list nested 5,000 deep', query: nestedList(5_000), expectedCode: PARSE },
    { name: 'a list nested 900 deep', query: nestedList(900), expectedCode: 'GRAPHQL_VALIDATION_FAILED' },
    { name: 'one field repeated 20,000 times', query: repeatedField(20_000), expectedCode: PARSE },
    { name: 'one field repeated within the token limit', query: repeatedField(490), expectedCode: COMPLEX },
    {
      name: 'one leaf repeated within the token limit',
      query: `{ marketing { ${'offerTitle '.repeat(1_990)}} }`,
      expectedCode: COMPLEX,
    },
    {
      name: 'one list repeated within the token limit',
      query: `{ marketing { ${'banners { title } '.repeat(495)}} }`,
      expectedCode: COMPLEX,
    },
    {
      name: 'one alias reused within the token limit',
      query: `{ ${'a: marketing { offerTitle } '.repeat(330)}}`,
      expectedCode: COMPLEX,
    },
    {
      name: '600 kB of comments (tokens do not count them)',
      query: '# a comment\n'.repeat(50_000),
      expectedCode: TOO_LARGE,
    },
  ];
  // Documents the parser used to refuse at maxTokens are now mostly refused by their length, before parsing.
  return attacks.map((attack) =>
    Buffer.byteLength(attack.query) > MAX_QUERY_BYTES
      ? { ...attack, expectedCode: TOO_LARGE, expectedStatus: 413 }
      : { ...attack, expectedStatus: 400 },
  );
}
