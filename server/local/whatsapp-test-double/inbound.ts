// A message "from a phone" to the shop, as the Cloud API's webhook delivers one (entry → changes → value.messages,
// the sender's number without "+", signed with X-Hub-Signature-256 over the exact body): how a test, or a person on
// the double's page, replies "STOP" or "START" to the shop.
import { createHmac, randomBytes } from 'node:crypto';

let sequence = 0;

export function inboundNotification(phoneNumberId: string, from: string, text: string, at: Date = new Date()): string {
  sequence += 1;
  const wa = from.replace(/^\+/, '');
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'LOCAL-WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '910000000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Local phone' }, wa_id: wa }],
              messages: [
                {
                  from: wa,
                  id: `wamid.local-in-${sequence}-${randomBytes(6).toString('hex')}`,
                  timestamp: String(Math.floor(at.getTime() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** Posts one signed inbound message to the shop's webhook; the shop's HTTP status, or null when it did not answer. */
export async function sendInbound(
  url: string | null,
  appSecret: string,
  body: string,
): Promise<{ httpStatus: number | null; answer: string | null }> {
  if (url === null) return { httpStatus: null, answer: null };
  const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { httpStatus: response.status, answer: (await response.text()).slice(0, 500) };
  } catch {
    return { httpStatus: null, answer: null };
  }
}
