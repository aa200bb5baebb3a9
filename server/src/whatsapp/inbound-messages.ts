// The messages people send to the shop's WhatsApp number, as the Cloud API's webhook reports them (entry → changes
// → value.messages), and what a reply keyword asks for: "STOP" opts the sender's number out of every message the
// shop sends, "START" opts it back in. Pure: the webhook applies them (opt-outs.ts).

/** One text a person sent the shop. */
export interface InboundMessage {
  /** WhatsApp's id of the message (wamid.…). */
  readonly id: string;
  /** The sender's number, E.164 ("+919876543210"). */
  readonly from: string;
  readonly text: string;
  /** When WhatsApp received it (ISO time). */
  readonly at: string;
  /** The business phone number id it was sent to. */
  readonly phoneNumberId: string | null;
}

export type ReplyKeyword = 'STOP' | 'START';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The longest text kept: a keyword is a word, and nothing else of a message is read. */
const MAX_TEXT = 200;

/** The words that stop or restart the shop's messages, as WhatsApp Business users type them. */
const KEYWORDS: Readonly<Record<string, ReplyKeyword>> = {
  STOP: 'STOP',
  UNSUBSCRIBE: 'STOP',
  'STOP ALL': 'STOP',
  START: 'START',
  SUBSCRIBE: 'START',
  UNSTOP: 'START',
};

/** The keyword a message's text is (any case, surrounding spaces and a final full stop or "!" ignored), or null. */
export function replyKeyword(text: string): ReplyKeyword | null {
  const word = text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
    .toUpperCase();
  return KEYWORDS[word] ?? null;
}

/** Text, or the text of a quick-reply button, of one raw message; null for media and anything malformed. */
function textOf(raw: Json): string | null {
  if (raw.type === 'text' && isObject(raw.text) && typeof raw.text.body === 'string') return raw.text.body;
  if (raw.type === 'button' && isObject(raw.button) && typeof raw.button.text === 'string') return raw.button.text;
  return null;
}

function messageOf(raw: unknown, phoneNumberId: string | null): InboundMessage | null {
  if (!isObject(raw) || typeof raw.id !== 'string' || raw.id === '' || raw.id.length > 256) return null;
  if (typeof raw.from !== 'string' || !/^\d{8,15}$/.test(raw.from)) return null;
  const seconds = Number(raw.timestamp);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const at = new Date(seconds * 1000);
  if (Number.isNaN(at.getTime())) return null;
  const text = textOf(raw);
  return {
    id: raw.id,
    from: `+${raw.from}`,
    text: text === null ? '' : text.slice(0, MAX_TEXT),
    at: at.toISOString(),
    phoneNumberId,
  };
}

/**
 * The messages of a webhook body (`object: whatsapp_business_account`); null when the body is not such a
 * notification or a message in it is malformed. Status reports carry no messages and give [].
 */
export function parseInboundMessages(body: unknown): InboundMessage[] | null {
  if (!isObject(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return null;
  const messages: InboundMessage[] = [];
  for (const entry of body.entry) {
    if (!isObject(entry) || !Array.isArray(entry.changes)) return null;
    for (const change of entry.changes) {
      if (!isObject(change) || !isObject(change.value)) return null;
      const { value } = change;
      if (value.messages === undefined) continue;
      if (!Array.isArray(value.messages)) return null;
      const metadata = isObject(value.metadata) ? value.metadata : {};
      const phoneNumberId = typeof metadata.phone_number_id === 'string' ? metadata.phone_number_id : null;
      for (const raw of value.messages) {
        const message = messageOf(raw, phoneNumberId);
        if (message === null) return null;
        messages.push(message);
      }
    }
  }
  return messages;
}
