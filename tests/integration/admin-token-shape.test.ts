// A bad token costs the server no call to Firebase Auth. The server runs in local mode against a real Firestore
// emulator, but its Auth emulator address is a loopback socket that accepts connections and never answers: Auth
// unreachable in the worst way (every call would hang). Tokens that cannot be genuine are refused at once with
// nothing dialled; a token of the right shape is still verified with Auth, which is how the emulator keeps working.
import '../support/emulator-env.js';
import net from 'node:net';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { readSchemaFile } from '../../server/src/graphql/type-defs.js';
import { createLogger } from '../../server/src/logger.js';
import { startServer, type RunningServer } from '../../server/src/server.js';
import { startFirestoreEmulator, testProjectId } from '../support/firebase-emulators.js';
import { adminFieldsOf, operationFor } from '../support/admin-support.js';

let firestore: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let server: RunningServer;
let projectId: string;
/** The Auth address the server was given: counts connections, answers nothing. */
let silentAuth: net.Server;
const held: net.Socket[] = [];
/** Once set, the silent Auth hangs up on every connection (and on the ones it holds). */
let hangUp = false;
let previousAuthHost: string | undefined;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: 'someone',
    user_id: 'someone',
    iat: now - 60,
    exp: now + 3_600,
    auth_time: now - 60,
    admin: true,
    firebase: { sign_in_provider: 'password' },
    ...overrides,
  };
}

/** An unsigned token, as the Auth emulator issues them. */
const unsigned = (payload: Record<string, unknown>) => `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;

function adminMutation(): { query: string; variables: Record<string, unknown> } {
  const schemaText = readSchemaFile();
  const schema = buildSchema(schemaText);
  const field = adminFieldsOf(schemaText, schema).find((candidate) => candidate.type === 'Mutation')!;
  return operationFor(schema, field.type, field.name);
}

async function asAdmin(token: string, signal: AbortSignal): Promise<{ status: number; code: unknown }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(adminMutation()),
    signal,
  });
  const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: unknown } }> };
  return { status: response.status, code: body.errors?.[0]?.extensions?.code };
}

beforeAll(async () => {
  projectId = testProjectId('token-shape');
  firestore = await startFirestoreEmulator({ projectId });
  silentAuth = net.createServer((socket) => {
    held.push(socket);
    socket.on('error', () => {});
    if (hangUp) socket.destroy();
  });
  await new Promise<void>((resolve) => silentAuth.listen(0, '127.0.0.1', resolve));
  const { port } = silentAuth.address() as net.AddressInfo;
  const authHost = `127.0.0.1:${port}`;
  // firebase-admin reads the Auth emulator's address from the environment.
  previousAuthHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  server = await startServer(
    loadConfig({
      APP_MODE: 'local',
      FIREBASE_PROJECT_ID: projectId,
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
    }),
    { port: 0, webDir: null, logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) },
  );
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await server?.stop();
  await new Promise((resolve) => silentAuth?.close(resolve));
  await firestore?.stop();
  if (previousAuthHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousAuthHost;
});

describe('an admin operation with a token that cannot be genuine', () => {
  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['garbage', () => 'not-a-token'],
    ['three parts of nothing', () => 'a.b.c'],
    ['another project', () => unsigned(claims({ aud: 'demo-someone-else' }))],
    ['no expiry', () => unsigned(claims({ exp: undefined }))],
    ['issued a day from now', () => unsigned(claims({ iat: now() + 86_400 }))],
    ['signed in a day from now', () => unsigned(claims({ auth_time: now() + 86_400 }))],
    ['an empty subject', () => unsigned(claims({ sub: '' }))],
    ['a signature the emulator never makes', () => `${unsigned(claims())}${'A'.repeat(342)}`],
    [
      'RS256 with a made-up key',
      () => `${part({ alg: 'RS256', kid: 'made-up' })}.${part(claims())}.${'A'.repeat(342)}`,
    ],
  ])('is refused at once, with no call to Auth: %s', async (_label, token) => {
    const connectionsBefore = held.length;
    const answer = await asAdmin(token(), AbortSignal.timeout(5_000));
    expect(answer.code).toBe('UNAUTHENTICATED');
    expect(held.length).toBe(connectionsBefore);
  });

  it('is refused at the media upload too, before the body is read', async () => {
    const connectionsBefore = held.length;
    const response = await fetch(`${server.url}/admin/media`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${unsigned(claims({ exp: undefined }))}` },
      body: Buffer.alloc(1_000),
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(401);
    expect(held.length).toBe(connectionsBefore);
  });
});

describe('a token of the right shape', () => {
  it('is still checked with Auth (the emulator path keeps working), and refused when Auth does not answer', async () => {
    const connectionsBefore = held.length;
    const answer = asAdmin(unsigned(claims()), AbortSignal.timeout(60_000));
    await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(connectionsBefore);
    // Auth hangs up without an answer (firebase-admin may try again): nobody is signed in.
    hangUp = true;
    for (const socket of held) socket.destroy();
    expect((await answer).code).toBe('UNAUTHENTICATED');
  }, 90_000);
});
