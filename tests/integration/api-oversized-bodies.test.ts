// Too-large, too-deep and invalid bodies over real HTTP against a real server on the Firestore emulator: each gets an
// HTTP answer with a GraphQL-style JSON error (413 or 400), never a reset connection; an invalid value is quoted as a
// short excerpt beside the field's path, never echoed whole; and the server answers the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../support/catalog-fixtures.js';
import { startCatalogHarness, type CatalogHarness } from '../support/catalog-harness.js';

let shop: CatalogHarness;

beforeAll(async () => {
  shop = await startCatalogHarness({ seed: seedShop });
});

afterAll(async () => {
  await shop?.stop();
});

interface Answer {
  status: number;
  connection: string | null;
  bytes: number;
  errors: { message: string; extensions?: { code?: string } }[];
}

async function post(body: string): Promise<Answer> {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  const json = JSON.parse(text) as { errors?: Answer['errors'] };
  return {
    status: response.status,
    connection: response.headers.get('connection'),
    bytes: text.length,
    errors: json.errors ?? [],
  };
}

async function stillAnswers(): Promise<void> {
  const answer = await shop.graphql<{ __typename: string }>('{ __typename }');
  expect(answer.body.data).toEqual({ __typename: 'Query' });
}

const DELIVERY =
  'mutation($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { userErrors { field } } }';
const settings = {
  zones: [],
  slots: [],
  sameDayCutoff: '10:00',
  closedWeekdays: [],
  holidays: [],
  bookingWindowDays: 7,
};

describe('bodies too large or too deep', () => {
  it.each([
    ['2 MB', 2_000_000],
    ['20 MB', 20_000_000],
    ['60 MB', 60_000_000],
  ])('answers a %s body 413 PAYLOAD_TOO_LARGE, not a reset', async (_, size) => {
    const answer = await post(JSON.stringify({ query: '{ __typename }', variables: { a: 'x'.repeat(size) } }));
    expect(answer.status).toBe(413);
    expect(answer.errors).toEqual([
      { message: 'The request body is too large (at most 1 MB).', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
    ]);
    await stillAnswers();
  });

  it.each([
    ['a body of 450,000 nested arrays', '['.repeat(450_000) + ']'.repeat(450_000)],
    [
      'variables nested 300,000 deep',
      `{"query":"{ __typename }","variables":{"a":${'['.repeat(300_000)}${']'.repeat(300_000)}}}`,
    ],
    [
      'adminUpdateDeliverySettings zones nested 90,000 deep',
      `{"query":${JSON.stringify(DELIVERY)},"variables":{"input":${'{"zones":'.repeat(90_000)}1${'}'.repeat(90_000)}}}`,
    ],
  ])('answers %s 400 BAD_REQUEST before parsing it', async (_, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      {
        message: 'The request body nests arrays or objects more than 32 levels deep.',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    await stillAnswers();
  });

  it('quotes a 900 kB invalid value of adminUpdateDeliverySettings as a short excerpt, naming the field', async () => {
    const value = 'x'.repeat(900_000);
    const answer = await post(JSON.stringify({ query: DELIVERY, variables: { input: { ...settings, zones: value } } }));
    expect(answer.status).toBe(400);
    expect(answer.bytes).toBeLessThan(2_000);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors[0]!.message).toContain('"input.zones"');
    expect(answer.errors[0]!.message).toContain(`"${'x'.repeat(40)}… (900000 characters)"`);
    await stillAnswers();
  });

  it('quotes a 900 kB invalid idempotency key of placeOrder as a short excerpt, naming the variable', async () => {
    const query =
      'mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { __typename } }';
    const answer = await post(JSON.stringify({ query, variables: { input: 'y'.repeat(900_000), key: 'k' } }));
    expect(answer.status).toBe(400);
    expect(answer.bytes).toBeLessThan(2_000);
    expect(answer.errors[0]!.message).toContain('Variable "$input"');
    expect(answer.errors[0]!.message).toContain('(900000 characters)');
    await stillAnswers();
  });
});
