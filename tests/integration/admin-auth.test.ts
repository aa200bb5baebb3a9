// Every admin operation refuses everyone but admins: the fields marked @admin are read from schema.graphql, so a new
// admin field is covered here without touching this file.
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, recordAudit } from '../../server/src/shared/audit-log.js';
import { readSchemaFile } from '../../server/src/graphql/type-defs.js';
import { PUBLIC_ROOT_FIELDS } from '../../server/src/graphql/cache-policy.js';
import { startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';
import { adminFieldsOf, operationFor, revokeTokens, setClaims, signedInAdmin } from '../support/admin-support.js';

const schemaText = readSchemaFile();
const schema = buildSchema(schemaText);
const adminFields = adminFieldsOf(schemaText, schema);

describe('the @admin fields of schema.graphql', () => {
  it('are exactly the root fields named admin…', () => {
    const named = ['Query', 'Mutation'].flatMap((rootName) =>
      Object.keys((rootName === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields())
        .filter((name) => name.startsWith('admin'))
        .map((name) => `${rootName}.${name}`),
    );
    expect(adminFields.length).toBeGreaterThan(0);
    expect(adminFields.map((field) => `${field.type}.${field.name}`).sort()).toEqual(named.sort());
  });

  it('are never publicly cacheable', () => {
    for (const field of adminFields) expect(PUBLIC_ROOT_FIELDS.has(field.name)).toBe(false);
  });
});

describe('the admin guard (real emulators)', () => {
  let harness: OrdersHarness;
  let authHost: string;
  let accounts = 0;
  beforeAll(async () => {
    harness = await startOrdersHarness();
    authHost = harness.authHost;
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it.each(adminFields.map((field) => [`${field.type}.${field.name}`, field] as const))(
    '%s: no token → UNAUTHENTICATED, a shopper → FORBIDDEN',
    async (_label, field) => {
      const { query, variables } = operationFor(schema, field.type, field.name);
      const anonymous = await harness.graphql<Record<string, unknown>>(query, variables, null);
      expect(anonymous.body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(anonymous.body.data?.[field.name] ?? null).toBeNull();

      const email = `shopper-${(accounts += 1)}-${Date.now()}@example.in`;
      const shopper = await harness.auth.signUpWithPassword(email);
      const refused = await harness.graphql<Record<string, unknown>>(query, variables, shopper.idToken);
      expect(refused.body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect(refused.status).toBe(403);

      // A claim other than admin: true (a string, false) is no admin either.
      await setClaims(authHost, harness.projectId, shopper.uid, { admin: 'true' });
      const withStringClaim = await harness.auth.signInWithPassword(email);
      const stillRefused = await harness.graphql<Record<string, unknown>>(query, variables, withStringClaim.idToken);
      expect(stillRefused.body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    },
  );

  it('lets an admin in, never caches the answer, and refuses the admin token once revoked', async () => {
    const admin = await signedInAdmin(harness.auth, authHost, harness.projectId);
    const query = 'query { adminMe { uid email } }';
    const allowed = await harness.graphql<{ adminMe: { uid: string; email: string } }>(query, {}, admin.idToken);
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data?.adminMe).toEqual({ uid: admin.uid, email: admin.email });

    const response = await fetch(`${harness.servers[0]!.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${admin.idToken}`,
      },
      body: JSON.stringify({ query }),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');

    // Tokens carry whole seconds: revoke strictly after this token's sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await revokeTokens(authHost, harness.projectId, admin.uid);
    const revoked = await harness.graphql(query, {}, admin.idToken);
    expect(revoked.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('recordAudit (real Firestore emulator)', () => {
  let harness: OrdersHarness;
  beforeAll(async () => {
    harness = await startOrdersHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('writes an entry with the server time inside a batch, a transaction, or on its own', async () => {
    const actor = { uid: 'admin-1', email: 'admin@lovelygifts.test' };
    const batch = harness.db.batch();
    await recordAudit(batch, {
      actor,
      action: 'test.batch',
      target: { type: 'product', id: 'p1' },
      before: null,
      after: { a: 1 },
    });
    expect((await harness.db.collection(AUDIT_LOG).get()).size).toBe(0);
    await batch.commit();
    await harness.db.runTransaction(async (tx) => {
      await recordAudit(tx, {
        actor,
        action: 'test.tx',
        target: { type: 'product', id: 'p2' },
        before: { a: undefined },
        after: null,
      });
    });
    await recordAudit(harness.db, {
      actor,
      action: 'test.db',
      target: { type: 'category', id: 'c1' },
      before: null,
      after: null,
    });
    const entries = (await harness.db.collection(AUDIT_LOG).orderBy('action').get()).docs.map((doc) => doc.data());
    expect(entries.map((entry) => entry.action)).toEqual(['test.batch', 'test.db', 'test.tx']);
    expect(entries[0]).toMatchObject({ actor, target: { type: 'product', id: 'p1' }, before: null, after: { a: 1 } });
    expect(entries[2]!.before).toEqual({ a: null });
    for (const entry of entries) expect(entry.at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });
});
