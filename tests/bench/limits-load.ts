/**
 * `npm run bench:limits`: what limits and refusals cost under load. Starts the Firestore and Auth emulators and the
 * server in its own process (local mode, loopback only), sends 10,000 requests of the API fuzz test's mix plus admin
 * operations with bad tokens, 8 at a time, and prints p50/p99/max per kind of request as a Markdown table.
 *
 *   npm run bench:limits
 *   npm run bench:limits -- --requests 3000 --seed 7
 *
 * A benchmark, not a test: it asserts nothing. Requests that wait on a shared limit (requestPhoneVerification and
 * checkPasswordReset count Firestore counters) are reported apart from everything else.
 */
import '../support/emulator-env.js';
import os from 'node:os';
import { buildSchema } from 'graphql';
import { readSchemaFile } from '../../server/src/graphql/type-defs.js';
import {
  adminFirestore,
  startAuthEmulator,
  startFirestoreEmulator,
  testProjectId,
} from '../support/firebase-emulators.js';
import { adminFieldsOf, operationFor } from '../support/admin-support.js';
import { seedShop } from '../support/catalog-fixtures.js';
import { createFuzzer, seededRandom, type FuzzRequest } from '../support/fuzz-inputs.js';
import { benchServerEnv, startBenchServerProcess, type BenchServerProcess } from './server-process.js';

const IN_FLIGHT = 8;
/** Share of the requests that are admin operations with a bad token (the fuzz mix has none). */
const ADMIN_SHARE = 0.1;
/**
 * Share of the requests that are well-formed account mutations counting shared limits, all from one address (the
 * fuzz mix's variables rarely pass validation, so they seldom reach a limit): what a script asking for OTPs does.
 */
const LIMITED_SHARE = 0.1;
/** Operations that count shared Firestore limits before they answer. */
const SHARED_LIMIT_FIELDS = new Set(['requestPhoneVerification', 'checkPasswordReset']);
const CATALOG_FIELDS = new Set([
  'products',
  'search',
  'product',
  'productsByIds',
  'cartSummary',
  'homeProducts',
  'indianStates',
]);

interface Args {
  requests: number;
  seed: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { requests: 10_000, seed: 20261124 };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--requests') args.requests = Number(argv[++i]);
    else if (argv[i] === '--seed') args.seed = Number(argv[++i]);
    else throw new Error(`Unknown argument ${argv[i]}. Usage: npm run bench:limits -- [--requests N] [--seed N]`);
  }
  if (!Number.isInteger(args.requests) || args.requests < 1) throw new Error('--requests must be a whole number.');
  return args;
}

/** Bad tokens an outsider can send: garbage, wrong shapes, and unsigned or made-up forgeries of every kind. */
function badTokens(random: () => number, projectId: string): () => string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return () => {
    const now = Math.floor(Date.now() / 1000);
    const sub = `forged-${Math.floor(random() * 1_000)}`;
    const claims = {
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      sub,
      user_id: sub,
      iat: now - 60,
      exp: now + 3_600,
      auth_time: now - 60,
      admin: true,
    };
    const broken = pick<Record<string, unknown>>([
      { aud: 'demo-someone-else' },
      { exp: now - 10, iat: now - 7_200 },
      { iat: now + 86_400 },
      { exp: undefined },
      { sub: '' },
    ]);
    const header = pick([{ alg: 'none', typ: 'JWT' }, { alg: 'RS256', kid: 'made-up' }, { alg: 'HS256' }]);
    return pick([
      `${part(header)}.${part({ ...claims, ...broken })}.`,
      `${part(header)}.${part({ ...claims, ...broken })}.${Buffer.from('forged').toString('base64url')}`,
      'not-a-token',
      'a.b.c',
      `${part(header)}.!!!.${'A'.repeat(342)}`,
    ]);
  };
}

function adminRequests(random: () => number, projectId: string): () => FuzzRequest {
  const schemaText = readSchemaFile();
  const schema = buildSchema(schemaText);
  const operations = adminFieldsOf(schemaText, schema)
    .filter((field) => field.type === 'Mutation')
    .map((field) => operationFor(schema, field.type, field.name));
  const token = badTokens(random, projectId);
  return () => ({
    kind: 'token',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
    body: JSON.stringify(operations[Math.floor(random() * operations.length)]),
  });
}

function limitedRequests(random: () => number): () => FuzzRequest {
  const json = (query: string, variables: Record<string, unknown>): FuzzRequest => ({
    kind: 'variables',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return () => {
    const n = Math.floor(random() * 100_000_000);
    return random() < 0.7
      ? json(
          'mutation($p: String!) { requestPhoneVerification(phone: $p) { allowed retryAfterSeconds userErrors { field code } } }',
          { p: `98${String(n).padStart(8, '0')}` },
        )
      : json('mutation($e: String!) { checkPasswordReset(email: $e) { canReset userErrors { field code } } }', {
          e: `shopper${n}@example.in`,
        });
  };
}

/** The kind a request is reported under: its root field for GraphQL operations, else what the fuzzer made. */
function labelOf(request: FuzzRequest): string {
  if (request.kind === 'http') return 'malformed HTTP';
  if (request.kind === 'document') return 'hostile or mangled document';
  let query: unknown;
  try {
    query = (JSON.parse(request.body ?? '') as { query?: unknown }).query;
  } catch {
    return 'other';
  }
  const field = typeof query === 'string' ? /\{\s*(\w+)/.exec(query)?.[1] : undefined;
  if (!field) return 'other';
  const forged = request.kind === 'token' ? ', bad token' : '';
  if (field.startsWith('admin')) return `admin mutation${forged}`;
  if (CATALOG_FIELDS.has(field)) return `catalog query${forged}`;
  return `${field}${forged}`;
}

function isSharedLimit(label: string): boolean {
  return SHARED_LIMIT_FIELDS.has(label.replace(/, bad token$/, ''));
}

interface Sample {
  label: string;
  ms: number;
  status: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function row(label: string, samples: Sample[]): string {
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const fivexx = samples.filter((sample) => sample.status >= 500 || sample.status < 0).length;
  const f = (value: number) => value.toFixed(value < 10 ? 1 : 0);
  return `| ${label} | ${samples.length} | ${f(percentile(ms, 50))} | ${f(percentile(ms, 99))} | ${f(ms.at(-1) ?? Number.NaN)} | ${fivexx} |`;
}

async function waitForCatalog(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products { totalCount } }' }),
      });
      const body = (await response.json()) as { data?: { products?: { totalCount?: number } } };
      if ((body.data?.products?.totalCount ?? 0) > 0) return;
    } catch {
      // Not ready yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server never showed the seeded catalog.');
}

async function send(url: string, request: FuzzRequest): Promise<number> {
  try {
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return -1;
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const projectId = testProjectId('bench-limits');
  console.log(`Limits under load: ${args.requests} requests, ${IN_FLIGHT} at a time, seed ${args.seed}`);
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator({ projectId }),
    startAuthEmulator({ projectId }),
  ]);
  const admin = adminFirestore(firestore.host, projectId);
  let server: BenchServerProcess | undefined;
  try {
    await seedShop(admin.db);
    server = await startBenchServerProcess(
      benchServerEnv({ projectId, firestoreHost: firestore.host, authHost: auth.host }),
    );
    await waitForCatalog(server.url);

    const random = seededRandom(args.seed);
    const fuzz = createFuzzer(random, projectId);
    const adminRequest = adminRequests(random, projectId);
    const limitedRequest = limitedRequests(random);
    const requests = Array.from({ length: args.requests }, () => {
      const roll = random();
      if (roll < ADMIN_SHARE) return adminRequest();
      if (roll < ADMIN_SHARE + LIMITED_SHARE) return limitedRequest();
      return fuzz();
    });
    // Warm-up (JIT, first connections), not measured.
    for (const request of requests.slice(0, 50)) await send(server.url, request);

    const loadBefore = os.loadavg();
    const samples: Sample[] = [];
    let next = 0;
    const started = performance.now();
    const url = server.url;
    async function worker(): Promise<void> {
      while (next < requests.length) {
        const request = requests[next]!;
        next += 1;
        const at = performance.now();
        const status = await send(url, request);
        samples.push({ label: labelOf(request), ms: performance.now() - at, status });
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1000;
    const loadAfter = os.loadavg();

    const byLabel = new Map<string, Sample[]>();
    for (const sample of samples) byLabel.set(sample.label, [...(byLabel.get(sample.label) ?? []), sample]);
    const lines = [
      `${args.requests} requests, ${IN_FLIGHT} at a time, seed ${args.seed}: ${seconds.toFixed(1)} s ` +
        `(${(args.requests / seconds).toFixed(0)} requests/s). Load average (1/5/15 min) before ` +
        `${loadBefore.map((n) => n.toFixed(2)).join(' / ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' / ')}; ` +
        `${os.cpus().length} cores, Node ${process.version}.`,
      '',
      '| Request kind | Count | p50 (ms) | p99 (ms) | max (ms) | 5xx |',
      '|---|---:|---:|---:|---:|---:|',
      ...[...byLabel.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([label, group]) => row(label, group)),
      row(
        '**everything not waiting on a shared limit**',
        samples.filter((sample) => !isSharedLimit(sample.label)),
      ),
      row('**all**', samples),
      '',
    ];
    console.log(`\n${lines.join('\n')}`);
  } finally {
    await server?.stop();
    await admin.close();
    await Promise.all([firestore.stop(), auth.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(`✖ Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
