// Which approved WhatsApp template each order update uses and what fills its {{1}}, {{2}} …: the owner's choice in
// the shop's settings (names as approved in WhatsApp Manager, in English and Tamil under one name), these defaults
// otherwise. A gift recipient's message never carries the price; a cash-on-delivery gift's says only what the
// recipient will be asked to pay at the door.
import { formatPaise } from './money.js';

export const ORDER_UPDATE_EVENTS = [
  'placed',
  'payment_failed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refund_processed',
  'gift_on_its_way',
  'gift_cod_on_its_way',
] as const;
export type OrderUpdateEvent = (typeof ORDER_UPDATE_EVENTS)[number];

/** What a template's parameter may be filled with. */
export const ORDER_UPDATE_FIELDS = [
  'firstName',
  'orderNumber',
  'total',
  'courier',
  'trackingNumber',
  'trackingUrl',
  'refundAmount',
  'shopName',
  'recipientName',
  'senderName',
  'amountToCollect',
] as const;
export type OrderUpdateField = (typeof ORDER_UPDATE_FIELDS)[number];

/** Fields that tell what the order cost: never in a message to a gift's recipient. */
const PRICE_FIELDS: ReadonlySet<OrderUpdateField> = new Set(['total', 'refundAmount']);

/** The recipient's notices: no price in either; the cash to pay at the door only in the cash-on-delivery one. */
function giftFieldProblem(event: OrderUpdateEvent, parameter: OrderUpdateField): string | null {
  const gift = event === 'gift_on_its_way' || event === 'gift_cod_on_its_way';
  if (gift && PRICE_FIELDS.has(parameter)) return "A gift's recipient never sees the price.";
  if (parameter === 'amountToCollect' && event !== 'gift_cod_on_its_way')
    return 'Only the cash-on-delivery gift notice says the amount to pay at the door.';
  return null;
}

export interface WhatsAppTemplateSetting {
  /** The template's name as approved (a-z, 0-9, _). */
  readonly name: string;
  /** What fills {{1}}, {{2}} … in order. */
  readonly parameters: readonly OrderUpdateField[];
}

export type WhatsAppTemplates = Readonly<Record<OrderUpdateEvent, WhatsAppTemplateSetting>>;

export const DEFAULT_WHATSAPP_TEMPLATES: WhatsAppTemplates = {
  placed: { name: 'order_placed', parameters: ['firstName', 'orderNumber', 'total'] },
  payment_failed: { name: 'order_payment_failed', parameters: ['firstName', 'orderNumber'] },
  packed: { name: 'order_packed', parameters: ['firstName', 'orderNumber'] },
  shipped: { name: 'order_shipped', parameters: ['firstName', 'orderNumber', 'courier', 'trackingUrl'] },
  out_for_delivery: { name: 'order_out_for_delivery', parameters: ['firstName', 'orderNumber'] },
  delivered: { name: 'order_delivered', parameters: ['firstName', 'orderNumber'] },
  cancelled: { name: 'order_cancelled', parameters: ['firstName', 'orderNumber'] },
  refund_processed: { name: 'order_refund_processed', parameters: ['firstName', 'orderNumber', 'refundAmount'] },
  gift_on_its_way: { name: 'gift_on_its_way', parameters: ['recipientName', 'senderName', 'shopName'] },
  gift_cod_on_its_way: {
    name: 'gift_cod_on_its_way',
    parameters: ['recipientName', 'senderName', 'shopName', 'amountToCollect'],
  },
};

/** A refusal of a templates setting, naming the field (e.g. "whatsappTemplates.shipped.parameters[2]"). */
export interface TemplateSettingProblem {
  readonly field: string;
  readonly message: string;
}

type Parsed = { ok: true; value: WhatsAppTemplates } | { ok: false; problems: TemplateSettingProblem[] };

function settingProblems(event: OrderUpdateEvent, raw: unknown): TemplateSettingProblem[] {
  const at = `whatsappTemplates.${event}`;
  if (typeof raw !== 'object' || raw === null) return [{ field: at, message: 'Give a name and parameters.' }];
  const { name, parameters } = raw as { name?: unknown; parameters?: unknown };
  const problems: TemplateSettingProblem[] = [];
  if (typeof name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(name))
    problems.push({ field: `${at}.name`, message: 'Use the name approved in WhatsApp Manager (a-z, 0-9 and _).' });
  if (!Array.isArray(parameters) || parameters.length > 10) {
    problems.push({ field: `${at}.parameters`, message: 'List at most 10 parameters.' });
    return problems;
  }
  parameters.forEach((parameter: unknown, index) => {
    const field = `${at}.parameters[${index}]`;
    if (!ORDER_UPDATE_FIELDS.includes(parameter as OrderUpdateField)) {
      problems.push({ field, message: `Use one of ${ORDER_UPDATE_FIELDS.join(', ')}.` });
      return;
    }
    const giftProblem = giftFieldProblem(event, parameter as OrderUpdateField);
    if (giftProblem) problems.push({ field, message: giftProblem });
  });
  return problems;
}

/**
 * The owner's templates setting over the defaults: an event left out keeps its default; a malformed one is refused
 * with the field it names (the caller answers userErrors and stores nothing).
 */
export function parseWhatsAppTemplates(raw: unknown): Parsed {
  if (raw === undefined || raw === null) return { ok: true, value: DEFAULT_WHATSAPP_TEMPLATES };
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, problems: [{ field: 'whatsappTemplates', message: 'Give one template per order update.' }] };
  const given = raw as Record<string, unknown>;
  const unknown = Object.keys(given).filter((key) => !ORDER_UPDATE_EVENTS.includes(key as OrderUpdateEvent));
  const problems: TemplateSettingProblem[] = unknown.map((key) => ({
    field: `whatsappTemplates.${key}`,
    message: `There is no order update "${key}".`,
  }));
  const value = { ...DEFAULT_WHATSAPP_TEMPLATES };
  for (const event of ORDER_UPDATE_EVENTS) {
    if (!(event in given)) continue;
    const eventProblems = settingProblems(event, given[event]);
    problems.push(...eventProblems);
    if (eventProblems.length === 0) value[event] = given[event] as WhatsAppTemplateSetting;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}

/** What an order update may say; amounts in paise. A field the update has no value for is null. */
export type OrderUpdateFacts = Readonly<Partial<Record<OrderUpdateField, string | number | null>>>;

/**
 * The template's parameters for this update, in order, or the first field it needs and the facts lack (the caller
 * then queues nothing rather than a message with a hole).
 */
export function orderUpdateParameters(
  setting: WhatsAppTemplateSetting,
  facts: OrderUpdateFacts,
): { ok: true; parameters: string[] } | { ok: false; missing: OrderUpdateField } {
  const parameters: string[] = [];
  for (const field of setting.parameters) {
    const value = facts[field];
    if (value === null || value === undefined || value === '') return { ok: false, missing: field };
    parameters.push(typeof value === 'number' ? formatPaise(value) : value);
  }
  return { ok: true, parameters };
}

/** One template as the owner edits it: the update it is for, its approved name, its parameters. */
export interface WhatsAppTemplateEdit {
  readonly event: OrderUpdateEvent;
  readonly name: string;
  readonly parameters: readonly OrderUpdateField[];
}

/**
 * The owner's edits applied over the current templates (an update not edited keeps its template), or every problem
 * naming `whatsappTemplates[i].name` or `whatsappTemplates[i].parameters[j]`.
 */
export function applyTemplateEdits(
  current: WhatsAppTemplates,
  edits: readonly WhatsAppTemplateEdit[],
): { ok: true; value: WhatsAppTemplates } | { ok: false; problems: TemplateSettingProblem[] } {
  const value: Record<OrderUpdateEvent, WhatsAppTemplateSetting> = { ...current };
  const problems: TemplateSettingProblem[] = [];
  const seen = new Set<OrderUpdateEvent>();
  edits.forEach((edit, index) => {
    const at = `whatsappTemplates[${index}]`;
    if (seen.has(edit.event)) problems.push({ field: `${at}.event`, message: 'Each order update at most once.' });
    seen.add(edit.event);
    const name = edit.name.trim();
    const found = settingProblems(edit.event, { name, parameters: edit.parameters }).map((problem) => ({
      field: problem.field.replace(`whatsappTemplates.${edit.event}`, at),
      message: problem.message,
    }));
    problems.push(...found);
    if (found.length === 0) value[edit.event] = { name, parameters: [...edit.parameters] };
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}
