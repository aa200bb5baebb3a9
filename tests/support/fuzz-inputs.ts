// What the API fuzz test sends: requests drawn from a seeded random source, so a failing run can be replayed with the
// same seed. Each request is one of: a known operation with wrongly typed or extreme variables, a malformed HTTP
// request, a hostile or mangled document, or a known operation with a forged token.
import { hostileDocuments } from './hostile-operations.js';

/** mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface FuzzRequest {
  readonly kind: 'variables' | 'http' | 'document' | 'token';
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

const OPERATIONS: readonly string[] = [
  'query($f: ProductFilter, $s: ProductSort, $p: PagingInput) { products(filter: $f, sort: $s, paging: $p) { totalCount items { id } } }',
  'query($t: String!, $l: Int) { search(text: $t, limit: $l) { totalCount items { id productName } } }',
  'query($id: ID!) { product(id: $id) { id productName sellingPrice { paise } } }',
  'query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }',
  'query($lines: [CartLineInput!]!) { cartSummary(lines: $lines) { subtotal { paise } lines { quantity } } }',
  'query($l: Int) { homeProducts(limit: $l) { id } }',
  'query { me { id firstName } indianStates }',
  'mutation($i: CompleteSignUpInput!) { completeSignUp(input: $i) { profile { id } userErrors { field code } } }',
  'mutation($i: UpdateProfileInput!) { updateMyProfile(input: $i) { profile { id } userErrors { field code } } }',
  'mutation { recordGoogleSignIn { profile { id } userErrors { field code } } }',
  'mutation($p: String!) { requestPhoneVerification(phone: $p) { allowed retryAfterSeconds userErrors { field code } } }',
  'mutation($e: String!) { checkPasswordReset(email: $e) { canReset userErrors { field code } } }',
];

const VARIABLE_NAMES = ['f', 's', 'p', 't', 'l', 'id', 'ids', 'lines', 'i', 'e'];

/** The seeded source every draw comes from; the order of draws is what makes a seed replay the same requests. */
interface Draw {
  readonly random: () => number;
  readonly pick: <T>(items: readonly T[]) => T;
  readonly integer: (max: number) => number;
}

function drawFrom(random: () => number): Draw {
  return {
    random,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!,
    integer: (max: number) => Math.floor(random() * max),
  };
}

const INPUT_KEYS = [
  'category',
  'categories',
  'page',
  'pageSize',
  'productId',
  'quantity',
  'variant',
  'firstName',
  'phone',
  'pincode',
  'state',
  '__proto__',
  'constructor',
];

function extremeValue(draw: Draw, depth = 0): unknown {
  const { pick, integer, random } = draw;
  const choices: Array<() => unknown> = [
    () => null,
    () => pick([0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5, 99, 100, 101, 1_000_000]),
    () => pick(['', ' ', 'mug', 'NaN', 'Infinity', '-1', '1e9', '0x10', '641001', '+919876543210', 'a@b.c']),
    () =>
      pick([
        '<script>alert(1)</script>',
        "' OR 1=1 --",
        '../../etc/passwd',
        '${process.env}',
        '\u0000\u202e',
        '🎁'.repeat(50),
      ]),
    () => 'x'.repeat(depth === 0 ? pick([256, 4_096, 65_536]) : pick([256, 4_096])),
    () => random() < 0.5,
    () =>
      depth > 2
        ? []
        : Array.from({ length: pick(depth === 0 ? [0, 1, 3, 101, 1_000] : [0, 1, 3]) }, () =>
            extremeValue(draw, depth + 1),
          ),
    () =>
      depth > 2
        ? {}
        : Object.fromEntries(
            Array.from({ length: integer(5) }, () => [pick(INPUT_KEYS), extremeValue(draw, depth + 1)]),
          ),
  ];
  return pick(choices)();
}

function variables(draw: Draw): Record<string, unknown> {
  return Object.fromEntries(VARIABLE_NAMES.filter(() => draw.random() < 0.6).map((name) => [name, extremeValue(draw)]));
}

function json(body: unknown, headers: Record<string, string> = {}): FuzzRequest {
  return {
    kind: 'variables',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

function mangled({ pick, integer }: Draw, query: string): string {
  const at = integer(query.length);
  switch (integer(4)) {
    case 0:
      return query.slice(0, at);
    case 1:
      return query.slice(0, at) + query.slice(at + 1 + integer(10));
    case 2:
      return query.slice(0, at) + query.slice(at).repeat(2);
    default:
      return (
        query.slice(0, at) + pick(['{', '}', '(', '$', '@skip', '...', '"', '#', 'query', ':', '!']) + query.slice(at)
      );
  }
}

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forgedToken({ pick, integer }: Draw, projectId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: `forged-${integer(1_000)}`,
    user_id: `forged-${integer(1_000)}`,
    iat: now - 60,
    exp: now + 3_600,
    auth_time: now - 60,
    email: 'victim@example.in',
    phone_number: '+919876543210',
    firebase: { sign_in_provider: 'password' },
  };
  // Every forgery breaks a rule the emulator also checks (issuer, audience, expiry, shape); the emulator skips only
  // signatures, which production verifies.
  const broken = pick<Record<string, unknown>>([
    { aud: 'demo-someone-else' },
    { iss: 'https://evil.example' },
    { exp: now - 10, iat: now - 7_200 },
    { sub: '' },
    { iat: now + 86_400 },
  ]);
  const header = pick([{ alg: 'none', typ: 'JWT' }, { alg: 'RS256', kid: 'made-up' }, { alg: 'HS256' }]);
  return pick([
    `${base64(header)}.${base64({ ...claims, ...broken })}.${Buffer.from('forged').toString('base64url')}`,
    `${base64(header)}.${base64({ ...claims, ...broken })}.`,
    'not-a-token',
    'a.b.c',
    'x'.repeat(9_000),
    `${base64(header)}.!!!.${'A'.repeat(342)}`,
  ]);
}

const ODD_JSON_BODIES = [
  '',
  'null',
  '[]',
  '42',
  '"q"',
  '{}',
  '[{"query":"{ indianStates }"}]',
  '{"query": 5}',
  '{"query": null, "variables": []}',
  '{"query": "{ indianStates }", "variables": "x"}',
  '{"query": "{ indianStates }", "extensions": {"persistedQuery": "x"}}',
  '{"query": "{ indianStates }", "operationName": 7}',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/graphql',
  'application/json; charset=latin1',
  'application/jsonx',
];

const ODD_GET_PATHS = [
  '/graphql?query=%E0%A4%A',
  '/graphql?variables={',
  '/graphql?extensions=%7B%22persistedQuery%22%3A1%7D',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/product/%00',
  '/media/demo/..%2f..%2fpackage.json',
  '/app-config.json?x=' + 'a'.repeat(4_000),
];

const STATES_QUERY = JSON.stringify({ query: '{ indianStates }' });
const JSON_TYPE = { 'content-type': 'application/json' };
/** Bodies past the 1 MB limit (2 MB and 9 MB), made once and shared by every request that sends one. */
const oversizedBodies = (() => {
  let made: string[] | null = null;
  return () =>
    (made ??= [2, 9].map((megabytes) =>
      JSON.stringify({ query: '{ indianStates }', variables: { pad: 'x'.repeat(megabytes * 1024 * 1024) } }),
    ));
})();
const http = (method: string, path: string, headers: Record<string, string>, body?: string): FuzzRequest => ({
  kind: 'http',
  method,
  path,
  headers,
  ...(body === undefined ? {} : { body }),
});

/** A malformed or unusual HTTP request: broken JSON, odd bodies, wrong content types and methods, odd GET paths. */
function malformedHttp({ pick }: Draw, documents: readonly string[]): FuzzRequest {
  const preflight = { 'apollo-require-preflight': 'true' };
  const request = pick<() => FuzzRequest>([
    () => http('POST', '/graphql', JSON_TYPE, '{"query": "{ marketing { offerTitle } "'),
    () => http('POST', '/graphql', JSON_TYPE, pick(ODD_JSON_BODIES)),
    () => http('POST', '/graphql', JSON_TYPE, '['.repeat(50_000) + ']'.repeat(50_000)),
    () => http('POST', '/graphql', JSON_TYPE, pick(oversizedBodies())),
    () => http('POST', '/graphql', { 'content-type': pick(WRONG_CONTENT_TYPES) }, STATES_QUERY),
    () => http('POST', '/graphql', {}, STATES_QUERY),
    () => http(pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS']), '/graphql', JSON_TYPE, STATES_QUERY),
    () => http('GET', `/graphql?query=${encodeURIComponent(pick(documents).slice(0, 4_000))}`, preflight),
    () =>
      http(
        'GET',
        `/graphql?query=${encodeURIComponent('mutation { recordGoogleSignIn { profile { id } } }')}`,
        preflight,
      ),
    () => http('GET', pick(ODD_GET_PATHS), {}),
  ]);
  return request();
}

export function createFuzzer(random: () => number, projectId: string) {
  const draw = drawFrom(random);
  const documents = hostileDocuments().map((attack) => attack.query);

  /** One request of the four kinds. */
  return function next(): FuzzRequest {
    const roll = random();
    if (roll < 0.4) return json({ query: draw.pick(OPERATIONS), variables: variables(draw) });
    if (roll < 0.6) return malformedHttp(draw, documents);
    if (roll < 0.8) {
      const document = random() < 0.5 ? draw.pick(documents) : mangled(draw, draw.pick(OPERATIONS));
      return {
        ...json({ query: document, variables: random() < 0.5 ? variables(draw) : undefined }),
        kind: 'document',
      };
    }
    return {
      ...json(
        { query: draw.pick(OPERATIONS), variables: variables(draw) },
        { authorization: `Bearer ${forgedToken(draw, projectId)}` },
      ),
      kind: 'token',
    };
  };
}
