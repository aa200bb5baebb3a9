// Shared set-up of the orders integration tests: the real Firestore and Auth emulators, one or more real servers
// (startServer) on them, genuine emulator ID tokens, and documents read back with firebase-admin. Nothing mocked.
import './emulator-env.js';
import { rm } from 'node:fs/promises';
import type { Firestore } from 'firebase-admin/firestore';
import { loadConfig } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import type { OrderLimitRules } from '../../server/src/orders/orders-service.js';
import { startServer, type RunningServer, type StartServerOptions } from '../../server/src/server.js';
import { adminFirestore, startAuthEmulator, startFirestoreEmulator, testProjectId } from './firebase-emulators.js';
import { AuthEmulatorClient, type SignedIn } from './accounts-auth-client.js';

import { eventually } from './catalog-harness.js';

export { eventually };

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface OrdersHarness {
  readonly servers: RunningServer[];
  readonly db: Firestore;
  readonly projectId: string;
  readonly firestoreHost: string;
  readonly authHost: string;
  readonly auth: AuthEmulatorClient;
  /** POSTs a GraphQL operation to one of the servers (the first by default), with any further headers. */
  graphql<T>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
    server?: number,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: GraphQLBody<T> }>;
  /**
   * A new shopper who may buy: an e-mail and password account whose phone is proven by OTP (so its ID token carries
   * `phone_number`), a verified e-mail, and a completed profile (LovelyUsers/{uid}) with that phone. `profile: false`
   * leaves the profile out, `phone: false` the proven phone (the profile then has an unproven one), `emailVerified:
   * false` the e-mail's verification; `phone` as text links that number.
   */
  shopper(prefix?: string, options?: ShopperOptions): Promise<Shopper>;
  /** Starts one more server on the same emulators (other limits, TRUST_PROXY …); stopped with the harness. */
  addServer(options?: { env?: Record<string, string>; serverOptions?: HarnessServerOptions }): Promise<number>;
  /** Clears every Firestore document (the Auth accounts stay). */
  clearFirestore(): Promise<void>;
  stopFirestore(): Promise<void>;
  stop(): Promise<void>;
}

let counter = 0;

type HarnessServerOptions = Omit<StartServerOptions, 'port' | 'webDir' | 'logger' | 'sync'>;

export interface ShopperOptions {
  readonly profile?: boolean;
  readonly phone?: boolean | string;
  /** Whether the account's e-mail is verified (its token's `email_verified`): true unless told otherwise. */
  readonly emailVerified?: boolean;
}

/** A signed-in test shopper: the account's e-mail, and the phone its token proves (null: none). */
export interface Shopper extends SignedIn {
  readonly email: string;
  readonly phone: string | null;
}

/**
 * No order limits: every test request comes from 127.0.0.1, one address, and the files place far more orders from it
 * (and from one account) than the shop's defaults allow. The tests of the limits start servers with theirs.
 */
export const NO_ORDER_LIMITS: OrderLimitRules = {
  placementsPerAccount: null,
  placementsPerIp: null,
  mailPerAccount: null,
};

/** A fresh Indian mobile number (E.164) per call, so no two test shoppers share one by accident. */
export function uniquePhone(): string {
  counter += 1;
  return `+919${`${Date.now() % 10_000}${String(counter).padStart(4, '0')}`.padStart(9, '0').slice(-9)}`;
}

/** graphql() of the harness: a POST to one of its servers, as the web app sends it. */
function graphqlAt(servers: readonly RunningServer[]): OrdersHarness['graphql'] {
  return async (query, variables = {}, token, server = 0, headers = {}) => {
    const response = await fetch(`${servers[server]!.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json() };
  };
}

/** shopper() of the harness: an Auth emulator account, with a phone and a profile unless told otherwise. */
function shopperMaker(auth: AuthEmulatorClient, db: OrdersHarness['db']): OrdersHarness['shopper'] {
  return async (prefix = 'shopper', shopperOptions = {}) => {
    counter += 1;
    const email = `${prefix}-${counter}-${Date.now() % 1_000_000}@example.in`;
    let signedIn = await auth.signUpWithPassword(email);
    if (shopperOptions.emailVerified ?? true) signedIn = await auth.verifyEmail(signedIn, email);
    const wantsPhone = shopperOptions.phone ?? true;
    const phone = typeof wantsPhone === 'string' ? wantsPhone : uniquePhone();
    if (wantsPhone !== false) signedIn = await auth.linkPhone(signedIn, phone);
    if (shopperOptions.profile ?? true) {
      await db.doc(`LovelyUsers/${signedIn.uid}`).set({
        firstName: 'Asha',
        lastName: 'Raman',
        email,
        phone,
        address: '',
        city: '',
        pincode: '',
        state: '',
        isPhoneVerified: wantsPhone !== false,
        providerId: 'password',
      });
    }
    return { ...signedIn, email, phone: wantsPhone === false ? null : phone };
  };
}

export async function startOrdersHarness(
  options: {
    servers?: number;
    orderTransactionTimeoutMs?: number;
    /** More configuration (the payments tests add the test gateway's keys and URLs). */
    env?: Record<string, string>;
    serverOptions?: HarnessServerOptions;
    /** A Firestore emulator of this harness's own instead of the run's shared one: for tests that stop it. */
    ownFirestore?: boolean;
  } = {},
): Promise<OrdersHarness> {
  const projectId = testProjectId('orders');
  const [firestore, authEmulator] = await Promise.all([
    startFirestoreEmulator({ projectId, own: options.ownFirestore ?? false }),
    startAuthEmulator({ projectId }),
  ]);
  const baseEnv = {
    APP_MODE: 'local',
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIREBASE_AUTH_EMULATOR_HOST: authEmulator.host,
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...options.env,
  };
  const config = loadConfig(baseEnv);
  const servers: RunningServer[] = [];
  const start = (serverConfig: typeof config, serverOptions: HarnessServerOptions | undefined) =>
    startServer(serverConfig, {
      port: 0,
      webDir: null,
      logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
      sync: { probeIntervalMs: 500, probeTimeoutMs: 1_000 },
      orderLimits: NO_ORDER_LIMITS,
      ...(options.orderTransactionTimeoutMs ? { orderTransactionTimeoutMs: options.orderTransactionTimeoutMs } : {}),
      ...serverOptions,
    });
  for (let index = 0; index < (options.servers ?? 1); index += 1)
    servers.push(await start(config, options.serverOptions));
  const admin = adminFirestore(firestore.host, projectId);
  const auth = new AuthEmulatorClient(authEmulator.host, projectId);
  let firestoreStopped = false;
  return {
    servers,
    db: admin.db,
    projectId,
    firestoreHost: firestore.host,
    authHost: authEmulator.host,
    auth,
    graphql: graphqlAt(servers),
    shopper: shopperMaker(auth, admin.db),
    async addServer(extra = {}) {
      const serverConfig = extra.env ? loadConfig({ ...baseEnv, ...extra.env }) : config;
      servers.push(await start(serverConfig, { ...options.serverOptions, ...extra.serverOptions }));
      return servers.length - 1;
    },
    async clearFirestore() {
      const response = await fetch(
        `http://${firestore.host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      if (!response.ok) throw new Error(`could not clear Firestore: ${response.status}`);
    },
    async stopFirestore() {
      if (firestoreStopped) return;
      firestoreStopped = true;
      await firestore.stop();
    },
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await admin.close();
      await Promise.all([firestoreStopped ? undefined : firestore.stop(), authEmulator.stop()]);
      // Each harness has a project of its own, so its servers' local media and photo folders are its own too.
      const folders = [config.mediaDir, config.photosDir].filter((dir): dir is string => dir !== null);
      await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/** A fresh idempotency key. */
export function newKey(): string {
  return `key-${crypto.randomUUID()}`;
}

export const ADDRESS_TN = {
  firstName: 'Asha',
  lastName: 'Raman',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 Race Course Road',
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};

export const ADDRESS_KA = { ...ADDRESS_TN, city: 'Bengaluru', postalCode: '560001', state: 'Karnataka' };

export const SHOP_SETTINGS = {
  // Shoppers know the shop by this name (messages, mails, the payment window); invoices print the legal name.
  displayName: 'Lovely Gifts Coimbatore',
  seller: {
    legalName: 'Lovely Gifts Test Shop',
    street: '24 Cross Cut Road',
    city: 'Coimbatore',
    postalCode: '641012',
    state: 'Tamil Nadu',
    gstin: null,
  },
  contact: { phone: '+919876543210', email: 'hello@lovelygifts.in' },
  grievanceOfficer: {
    name: 'Meena S',
    designation: 'Grievance Officer',
    phone: '+919876543211',
    email: 'grievance@lovelygifts.in',
  },
  shipping: { freeAtOrAbovePaise: 999_00, flatFeePaise: 79_00 },
  cod: { enabled: true, feePaise: 49_00, maxOrderValuePaise: 5_000_00, maxOpenOrders: 3 },
  onlinePayment: { maxOpenUnpaidOrders: 3 },
  defaultGstRate: 18,
};

/** The price figures a quote and an order share. */
const BREAKDOWN_FIELDS = `breakdown { itemCount couponCode
  itemsSubtotal { paise } discount { paise } shipping { paise } codFee { paise } total { paise formatted currencyCode }
  gst { taxable { paise } total { paise } cgst { paise } sgst { paise } igst { paise } supply } }`;

export const ORDER_FIELDS = `id orderNumber status placedAt paymentMethod canCancel
  lines { productId productName variant quantity unitPrice { paise } lineTotal { paise } net { paise } gstRate hsnCode imageUrl
    personalisation giftWrap giftMessage
    gst { taxable { paise } total { paise } cgst { paise } sgst { paise } igst { paise } supply } }
  address { firstName lastName email phone address city postalCode state }
  ${BREAKDOWN_FIELDS}
  timeline { from to at actor reason }`;

export const QUOTE_FIELDS = `canPlace
  lines { productId variant quantity counted maxQuantity gstRate unitPrice { paise } problems { code message availableQuantity } }
  ${BREAKDOWN_FIELDS}
  amountToFreeShipping { paise } minimumOrderValue { paise } amountToMinimum { paise }
  problems { code message shortfall { paise } }`;

export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    order { ${ORDER_FIELDS} }
    quote { ${QUOTE_FIELDS} }
    userErrors { field message code }
  }
}`;

export interface PlacedOrder {
  placeOrder: {
    order: ({ id: string; orderNumber: string; status: string } & Record<string, unknown>) | null;
    quote:
      | ({ canPlace: boolean; problems: { code: string }[]; lines: { problems: { code: string }[] }[] } & Record<
          string,
          unknown
        >)
      | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
}

/**
 * placeOrder of one line (one Photo Mug by default) to ADDRESS_TN unless told, terms accepted, under a fresh
 * idempotency key, from the first server.
 */
export function placeOneLine(
  shop: OrdersHarness,
  token: string,
  line: {
    paymentMethod: 'ONLINE' | 'COD';
    productId?: string;
    quantity?: number;
    couponCode?: string;
    address?: typeof ADDRESS_TN;
  },
): Promise<{ status: number; body: GraphQLBody<PlacedOrder> }> {
  const { paymentMethod, productId = 'mug', quantity = 1, couponCode, address = ADDRESS_TN } = line;
  return shop.graphql<PlacedOrder>(
    PLACE_ORDER,
    {
      input: {
        lines: [{ productId, quantity }],
        address,
        paymentMethod,
        acceptTerms: true,
        ...(couponCode === undefined ? {} : { couponCode }),
      },
      key: newKey(),
    },
    token,
  );
}

/**
 * The owner's and the payments' tests sell one Photo Mug (`products/mug`: ₹349, 18 % GST, HSN 6912, 100 in stock
 * unless told): written, then awaited in the catalog.
 */
export async function addPhotoMug(shop: OrdersHarness, stock = 100): Promise<void> {
  await shop.db.doc('products/mug').set({
    productName: 'Photo Mug',
    category: 'Gifts',
    sellingPrice: 349,
    stock,
    gstRate: 18,
    hsnCode: '6912',
  });
  await eventually(async () => {
    const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
      '{ product(id: "mug") { stockCount } }',
    );
    return body.data?.product?.stockCount === stock ? true : undefined;
  }, 'the mug in the catalog');
}
