/**
 * `npm run bench:orders`: a busy evening's placements over two server instances on one set of emulators (issue 37).
 * Every protection stays on, with the owner's settings raised as an owner would (10 open COD orders per shopper,
 * slot capacities of 1,000); each shopper sends from an address of their own (X-Forwarded-For, TRUST_PROXY=loopback),
 * one order after another, and the shoppers at once; orders go to Coimbatore for local delivery, spread over dates
 * and two slots unless a scenario says otherwise. The per-account and per-address placement rate limits are raised
 * (BENCH_ORDER_LIMITS=raised): a scenario places more orders per shopper than a shopper would.
 *
 *   npm run bench:orders
 *   npm run bench:orders -- --baseline /work/wt-crowd-base      (that checkout first, then this one, same emulators)
 *   npm run bench:orders -- --scenarios one,distinct            (a subset; see SCENARIOS)
 *   npm run bench:orders -- --ask-again     (after BUSY or an unknown outcome, ask again with the key, as the web app)
 *
 * Prints, per checkout and scenario: placed/tried, placed per second, p50 and p99 of the answers, answers by code,
 * and the check against Firestore: orders lost (answered placed, not stored), doubled (one key, two orders, or one
 * order answered twice), placed anyway (answered with an error, stored all the same), oversold (stock below zero or
 * not what the orders took) and overbooked (a slot's places above its capacity or not what the orders booked).
 * Transaction retries are not visible from outside the server and are not counted. A benchmark: it asserts nothing,
 * and each scenario stops by itself (every request gives up after 60 s).
 */
import '../support/emulator-env.js';
import os from 'node:os';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { AuthEmulatorClient } from '../support/accounts-auth-client.js';
import { SETTINGS_INPUT } from '../support/delivery-shop.js';
import {
  adminFirestore,
  clearAuthAccounts,
  clearFirestore,
  startAuthEmulator,
  startFirestoreEmulator,
  testProjectId,
} from '../support/firebase-emulators.js';
import { ADDRESS_TN, newKey, SHOP_SETTINGS, uniquePhone } from '../support/orders-harness.js';
import { benchServerEnv, cpuMs, startBenchServerProcess, type BenchServerProcess } from './server-process.js';
import {
  MAX_OPEN_COD,
  PRODUCTS,
  SCENARIOS,
  SLOT_CAPACITY,
  STOCK_SHARDS,
  type Scenario,
} from './orders-load-scenarios.js';
import { setStockShards } from '../../server/src/catalog/admin/stock-shard-writes.js';
import { bookings, stocks } from './orders-load-stock.js';
import { PLACE_RETRY_DELAYS_MS } from '../../web/src/features/checkout/place-order-retry.js';
import { tableHeader, tableRows, type Answer, type Check, type ScenarioResult } from './orders-load-report.js';

const REQUEST_TIMEOUT_MS = 60_000;
/** One message of each refusal code seen, printed under the tables. */
const SAMPLE_MESSAGES = new Map<string, string>();
const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { id } userErrors { code field message } }
}`;

interface Args {
  baseline: string | null;
  scenarios: readonly Scenario[];
  /** Ask again with the same key after BUSY or an unknown outcome, at the web app's intervals. */
  askAgain: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { baseline: null, scenarios: SCENARIOS, askAgain: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--baseline') args.baseline = path.resolve(argv[++i] ?? '');
    else if (argv[i] === '--ask-again') args.askAgain = true;
    else if (argv[i] === '--scenarios') {
      const names = (argv[++i] ?? '').split(',');
      args.scenarios = SCENARIOS.filter((scenario) => names.includes(scenario.name));
      if (args.scenarios.length !== names.length)
        throw new Error(`--scenarios takes names from: ${SCENARIOS.map((s) => s.name).join(', ')}`);
    } else
      throw new Error(`Unknown argument ${argv[i]}. Usage: npm run bench:orders -- [--baseline DIR] [--scenarios a,b]`);
  }
  return args;
}

/** Ten delivery dates from tomorrow (shop time, roughly), skipping Sundays and the shop's holiday. */
function deliveryDates(): string[] {
  const dates: string[] = [];
  for (let day = 1; dates.length < 10; day += 1) {
    const date = new Date(Date.now() + 5.5 * 3_600_000 + day * 86_400_000);
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDay() !== 0 && iso !== '2026-12-25') dates.push(iso);
  }
  return dates;
}

async function seed(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const [id, data] of Object.entries(PRODUCTS)) batch.set(db.doc(`products/${id}`), data);
  batch.set(db.doc('settings/shop'), { ...SHOP_SETTINGS, cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: MAX_OPEN_COD } });
  batch.set(db.doc('settings/delivery'), {
    ...SETTINGS_INPUT,
    slots: SETTINGS_INPUT.slots.map((slot) => ({ ...slot, capacityPerDay: SLOT_CAPACITY })),
  });
  batch.set(db.doc('marketing/marketingData'), { offerTitle: 'Festival', content: [], minimumOrderValue: 0 });
  await batch.commit();
  // The hot products' stock split into shards (a checkout without shards ignores them and keeps using `stock`).
  for (const [id, shards] of Object.entries(STOCK_SHARDS)) await setStockShards(db, id, shards);
}

interface BenchShopper {
  readonly idToken: string;
  readonly uid: string;
  readonly address: string;
}

async function makeShoppers(auth: AuthEmulatorClient, db: Firestore, count: number, tag: string) {
  const shoppers: BenchShopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench-${tag.replace(/[^a-z0-9-]/gi, '')}-${index}-${Date.now() % 1_000_000}@example.in`;
    const phone = uniquePhone();
    const signedIn = await auth.linkPhone(await auth.signUpWithPassword(email), phone);
    await db.doc(`LovelyUsers/${signedIn.uid}`).set({
      firstName: 'Asha',
      lastName: 'Raman',
      email,
      phone,
      address: '',
      city: '',
      pincode: '',
      state: '',
      isPhoneVerified: true,
      providerId: 'password',
    });
    shoppers.push({ idToken: signedIn.idToken, uid: signedIn.uid, address: `10.37.${index >> 8}.${index & 255}` });
  }
  return shoppers;
}

/** The answers after which the web app asks again with the same key (place-order-retry.ts). */
const ASKED_AGAIN_AFTER = new Set(['BUSY', 'TRY_AGAIN', 'UNAVAILABLE', 'NO ANSWER (60 s)']);

/** One order as the web app places it: asked again with its key after BUSY or an unknown outcome (`askAgain`). */
async function placeAsShopper(
  askAgain: boolean,
  url: string,
  shopper: BenchShopper,
  order: { productId: string; date: string; slotId: string },
): Promise<Answer> {
  const started = performance.now();
  let answer = await placeOne(url, shopper, order.productId, order.date, order.slotId);
  let asks = 1;
  for (const delay of askAgain ? PLACE_RETRY_DELAYS_MS : []) {
    if (!ASKED_AGAIN_AFTER.has(answer.code)) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    answer = await placeOne(url, shopper, order.productId, order.date, order.slotId, answer.key);
    asks += 1;
  }
  return { ...answer, ms: performance.now() - started, asks };
}

async function placeOne(
  url: string,
  shopper: BenchShopper,
  productId: string,
  date: string,
  slotId: string,
  key = newKey(),
): Promise<Answer> {
  const started = performance.now();
  let code = 'placed';
  let orderId: string | null = null;
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${shopper.idToken}`,
        'x-forwarded-for': shopper.address,
      },
      body: JSON.stringify({
        query: PLACE,
        variables: {
          input: {
            lines: [{ productId, quantity: 1 }],
            address: ADDRESS_TN,
            paymentMethod: 'COD',
            acceptTerms: true,
            delivery: { date, slotId },
          },
          key,
        },
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json()) as {
      data?: {
        placeOrder: {
          order: { id: string } | null;
          userErrors: { code: string; field: string | null; message: string }[];
        };
      };
      errors?: { message: string }[];
    };
    const placed = body.data?.placeOrder;
    orderId = placed?.order?.id ?? null;
    if (placed?.userErrors[0]) SAMPLE_MESSAGES.set(placed.userErrors[0].code, placed.userErrors[0].message);
    if (orderId === null)
      code = placed?.userErrors[0]?.code ?? `HTTP ${response.status} ${body.errors?.[0]?.message ?? ''}`;
  } catch (error) {
    code = (error as Error).name === 'TimeoutError' ? 'NO ANSWER (60 s)' : `NETWORK ${(error as Error).message}`;
  }
  return { ms: performance.now() - started, code, orderId, key, asks: 1 };
}

async function runScenario(
  scenario: Scenario,
  servers: readonly BenchServerProcess[],
  shoppers: readonly BenchShopper[],
  dates: readonly string[],
  db: Firestore,
  askAgain: boolean,
): Promise<Omit<ScenarioResult, 'retries' | 'cpuPerAnswerMs'>> {
  const stockBefore = await stocks(db);
  const bookedBefore = await bookings(db);
  const started = performance.now();
  const perShopper = await Promise.all(
    shoppers.map(async (shopper, s) => {
      const answers: Answer[] = [];
      for (let n = 0; n < scenario.ordersEach; n += 1) {
        const { day, slotId } = scenario.slot(s, n);
        answers.push(
          await placeAsShopper(askAgain, servers[s % servers.length]!.url, shopper, {
            productId: scenario.product(s, n),
            date: dates[day]!,
            slotId,
          }),
        );
      }
      return answers;
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  const answers = perShopper.flat();
  // Let a transaction that was still running when its answer gave up finish before the orders are counted.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const check = await checkScenario(db, shoppers, answers, stockBefore, bookedBefore);
  return { scenario, answers, seconds, check };
}

async function checkScenario(
  db: Firestore,
  shoppers: readonly BenchShopper[],
  answers: readonly Answer[],
  stockBefore: Map<string, number>,
  bookedBefore: Map<string, number>,
): Promise<Check> {
  const stored = new Map<string, { fingerprint: unknown; productId: string; slot: string | null }>();
  for (const shopper of shoppers) {
    const snapshot = await db.collection('orders').where('uid', '==', shopper.uid).get();
    for (const doc of snapshot.docs) {
      const delivery = doc.get('delivery') as { date?: string; slot?: { id: string } | null } | null;
      stored.set(doc.id, {
        fingerprint: doc.get('fingerprint'),
        productId: (doc.get('lines') as { productId: string }[])[0]!.productId,
        slot: delivery?.slot ? `${delivery.date}_${delivery.slot.id}` : null,
      });
    }
  }
  const answered = answers.filter((answer) => answer.orderId !== null).map((answer) => answer.orderId!);
  const check: Check = { lost: 0, doubled: 0, placedAnyway: 0, oversold: 0, overbooked: 0 };
  check.lost = answered.filter((id) => !stored.has(id)).length;
  check.doubled = answered.length - new Set(answered).size;
  check.placedAnyway = [...stored.keys()].filter((id) => !answered.includes(id)).length;
  const stockAfter = await stocks(db);
  const taken = new Map<string, number>();
  const booked = new Map<string, number>();
  for (const order of stored.values()) {
    taken.set(order.productId, (taken.get(order.productId) ?? 0) + 1);
    if (order.slot !== null) booked.set(order.slot, (booked.get(order.slot) ?? 0) + 1);
  }
  for (const [id, before] of stockBefore) {
    const after = stockAfter.get(id) ?? before;
    if (after < 0 || before - after !== (taken.get(id) ?? 0)) check.oversold += 1;
  }
  const bookedAfter = await bookings(db);
  for (const [id, after] of bookedAfter) {
    const before = bookedBefore.get(id) ?? 0;
    if (after > SLOT_CAPACITY || after - before !== (booked.get(id) ?? 0)) check.overbooked += 1;
  }
  return check;
}

async function waitForCatalog(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ product(id: "scarce") { stockCount } }' }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { data?: { product?: { stockCount: number } } } | null;
    if (body?.data?.product?.stockCount === 10) return;
    if (Date.now() > deadline) throw new Error(`${url} did not load the catalog within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function runCheckout(
  name: string,
  root: string | null,
  args: Args,
  emulators: { firestoreHost: string; authHost: string; projectId: string; db: Firestore },
): Promise<ScenarioResult[]> {
  const { firestoreHost, authHost, projectId, db } = emulators;
  const auth = new AuthEmulatorClient(authHost, projectId);
  const env = {
    ...benchServerEnv({ projectId, firestoreHost, authHost }),
    TRUST_PROXY: 'loopback',
    BENCH_ORDER_LIMITS: 'raised',
    ...(root === null ? {} : { BENCH_SERVER_ROOT: root }),
  };
  const results: ScenarioResult[] = [];
  for (const scenario of args.scenarios) {
    // Every scenario starts from an empty shop: fresh stock, slots, shoppers and servers.
    await clearFirestore(firestoreHost, projectId);
    await clearAuthAccounts(authHost, projectId);
    await seed(db);
    // BENCH_CPU_PROF_DIR=<dir>: each server writes a CPU profile there when it stops.
    const profile = process.env['BENCH_CPU_PROF_DIR'];
    const nodeArguments = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
    const servers = [
      await startBenchServerProcess(env, 'bench-server.ts', nodeArguments),
      await startBenchServerProcess(env, 'bench-server.ts', nodeArguments),
    ];
    try {
      await Promise.all(servers.map((server) => waitForCatalog(server.url)));
      const shoppers = await makeShoppers(auth, db, scenario.shoppers, `${name}-${scenario.name}`);
      const cpuBefore = servers.reduce((sum, server) => sum + cpuMs(server.pid), 0);
      const ran = await runScenario(scenario, servers, shoppers, deliveryDates(), db, args.askAgain);
      const cpuPerAnswerMs =
        (servers.reduce((sum, server) => sum + cpuMs(server.pid), 0) - cpuBefore) / ran.answers.length;
      const counts = await Promise.all(servers.map((server) => server.transactionCounts()));
      const retries = counts.every((count) => count !== null)
        ? counts.reduce((sum, count) => sum + count.attempts - count.transactions, 0)
        : null;
      const result = { ...ran, retries, cpuPerAnswerMs };
      console.error(`${name}: ${tableRows([result])[0]}`);
      results.push(result);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  return results;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const projectId = testProjectId('bench-orders');
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator({ projectId, own: true }),
    startAuthEmulator({ projectId }),
  ]);
  const admin = adminFirestore(firestore.host, projectId);
  const emulators = { firestoreHost: firestore.host, authHost: auth.host, projectId, db: admin.db };
  try {
    const checkouts: [string, string | null][] = [
      ...(args.baseline === null ? [] : [[`baseline (${args.baseline})`, args.baseline] as [string, string]]),
      ['this checkout', null],
    ];
    const tables: string[] = [];
    for (const [name, root] of checkouts) {
      const results = await runCheckout(name, root, args, emulators);
      tables.push(`### ${name}\n\n${tableHeader}\n${tableRows(results).join('\n')}`);
    }
    console.log(
      `\n## bench:orders — two instances, ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
    );
    console.log(tables.join('\n\n'));
    for (const [code, message] of SAMPLE_MESSAGES) console.log(`- ${code}: "${message}"`);
    console.log('\nTransaction retries: attempts beyond the first of every Firestore transaction both servers ran.');
  } finally {
    await admin.close();
    await Promise.all([firestore.stop(), auth.stop()]);
  }
}

await main();
