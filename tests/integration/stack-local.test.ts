import '../support/emulator-env.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/firebase-emulators.js';
import { startLocalStack, type LocalStack } from '../../server/local/stack.js';
import { LOCAL_WHATSAPP_SETTINGS } from '../../server/src/config.js';

async function graphql<T>(url: string, query: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The one-call local shop of `npm start`, without the Auth emulator (covered by stack-auth-emulator.test.ts) and
 * without building the web app, to keep this file fast.
 */
describe('startLocalStack', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-local-test-'));
  const stacks: LocalStack[] = [];
  afterAll(async () => {
    for (const stack of stacks) await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the seeded demo catalog and its pictures on one port', async () => {
    const stack = await startLocalStack({ auth: false, buildWeb: 'never', quiet: true, projectId: 'demo-stack-test' });
    stacks.push(stack);
    expect(stack.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stack.authHost).toBeNull();

    const data = await graphql<{
      products: { totalCount: number };
      marketing: { offerTitle: string; content: string[] };
    }>(stack.url, '{ products(paging: { pageSize: 1 }) { totalCount } marketing { offerTitle content } }');
    expect(data.products.totalCount).toBe(98);
    expect(data.marketing.content.length).toBeGreaterThanOrEqual(4);

    const picture = await fetch(`${stack.url}/media/demo/red-roses-bouquet-1.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await picture.text()).toMatch(/^<svg /);

    // The WhatsApp test double runs beside it, and the server takes its settings: the webhook's handshake answers.
    expect(stack.whatsappUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${stack.whatsappUrl}/`)).status).toBe(200);
    const token = LOCAL_WHATSAPP_SETTINGS.verifyToken;
    const handshake = await fetch(
      `${stack.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=42`,
    );
    expect(await handshake.text()).toBe('42');

    await stack.stop();
    expect(await isListening(stack.url)).toBe(false);
    expect(await isListening(`http://${stack.firestoreHost}/`)).toBe(false);
    expect(await isListening(stack.whatsappUrl!)).toBe(false);
  });

  it('keeps data across restarts in its data directory and seeds only the first time', async () => {
    const projectId = 'demo-stack-persist';
    const first = await startLocalStack({ auth: false, buildWeb: 'never', quiet: true, projectId, dataDir });
    stacks.push(first);
    const client = adminFirestore(first.firestoreHost, projectId);
    await client.db.doc('products/red-roses-bouquet').update({ productName: 'Red Roses Bouquet (edited)' });
    await client.db.doc('products/heart-hug-teddy-bear').delete();
    await client.close();
    await first.stop();
    expect(fs.existsSync(path.join(dataDir, 'firestore', 'firebase-export-metadata.json'))).toBe(true);

    const second = await startLocalStack({ auth: false, buildWeb: 'never', quiet: true, projectId, dataDir });
    stacks.push(second);
    const data = await graphql<{ products: { totalCount: number }; product: { productName: string } | null }>(
      second.url,
      '{ products(paging: { pageSize: 1 }) { totalCount } product(id: "red-roses-bouquet") { productName } }',
    );
    // The deleted product stays deleted (no re-seeding over saved data) and the edit survived.
    expect(data.products.totalCount).toBe(97);
    expect(data.product?.productName).toBe('Red Roses Bouquet (edited)');
    await second.stop();
  });

  it('refuses a project id that is not demo-', async () => {
    await expect(startLocalStack({ projectId: 'my-real-shop', auth: false, quiet: true })).rejects.toThrow(
      /demo- project id/,
    );
  });
});
