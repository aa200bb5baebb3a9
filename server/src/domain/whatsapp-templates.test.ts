import { describe, expect, it } from 'vitest';
import {
  applyTemplateEdits,
  DEFAULT_WHATSAPP_TEMPLATES,
  orderUpdateParameters,
  parseWhatsAppTemplates,
} from './whatsapp-templates.js';

const ONLY_COD_GIFT = 'Only the cash-on-delivery gift notice says the amount to pay at the door.';

describe('orderUpdateParameters', () => {
  const facts = {
    firstName: 'Asha',
    orderNumber: 'LG-20261124-7QX',
    total: 129_950,
    courier: 'DTDC',
    trackingUrl: 'https://www.dtdc.in/track?no=D123',
    refundAmount: 50_000,
  };

  it('fills the shipped template with the courier and the tracking link, in order', () => {
    expect(orderUpdateParameters(DEFAULT_WHATSAPP_TEMPLATES.shipped, facts)).toEqual({
      ok: true,
      parameters: ['Asha', 'LG-20261124-7QX', 'DTDC', 'https://www.dtdc.in/track?no=D123'],
    });
  });

  it('writes amounts in rupees the Indian way', () => {
    expect(orderUpdateParameters(DEFAULT_WHATSAPP_TEMPLATES.placed, facts)).toEqual({
      ok: true,
      parameters: ['Asha', 'LG-20261124-7QX', '₹1,299.50'],
    });
    expect(orderUpdateParameters(DEFAULT_WHATSAPP_TEMPLATES.refund_processed, facts)).toMatchObject({
      parameters: ['Asha', 'LG-20261124-7QX', '₹500'],
    });
  });

  it('names the first field the update lacks instead of leaving a hole', () => {
    expect(orderUpdateParameters(DEFAULT_WHATSAPP_TEMPLATES.shipped, { ...facts, trackingUrl: null })).toEqual({
      ok: false,
      missing: 'trackingUrl',
    });
    expect(orderUpdateParameters(DEFAULT_WHATSAPP_TEMPLATES.gift_on_its_way, facts)).toEqual({
      ok: false,
      missing: 'recipientName',
    });
  });
});

describe('parseWhatsAppTemplates', () => {
  it('answers the defaults when the settings hold none', () => {
    expect(parseWhatsAppTemplates(undefined)).toEqual({ ok: true, value: DEFAULT_WHATSAPP_TEMPLATES });
  });

  it("takes the owner's template for an event and keeps the defaults for the rest", () => {
    const shipped = { name: 'lovely_shipped_v2', parameters: ['orderNumber', 'trackingUrl'] };
    const parsed = parseWhatsAppTemplates({ shipped });
    expect(parsed).toEqual({ ok: true, value: { ...DEFAULT_WHATSAPP_TEMPLATES, shipped } });
  });

  it('refuses a gift template that would tell the recipient the price', () => {
    const parsed = parseWhatsAppTemplates({
      gift_on_its_way: { name: 'gift_on_its_way', parameters: ['recipientName', 'total'] },
    });
    expect(parsed).toEqual({
      ok: false,
      problems: [
        {
          field: 'whatsappTemplates.gift_on_its_way.parameters[1]',
          message: "A gift's recipient never sees the price.",
        },
      ],
    });
  });

  it('lets only the cash-on-delivery gift notice say the amount to pay at the door, and neither gift the price', () => {
    const parsed = parseWhatsAppTemplates({
      gift_cod_on_its_way: { name: 'gift_cod', parameters: ['recipientName', 'amountToCollect', 'total'] },
      gift_on_its_way: { name: 'gift', parameters: ['amountToCollect'] },
      placed: { name: 'placed', parameters: ['amountToCollect'] },
    });
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { field: 'whatsappTemplates.placed.parameters[0]', message: ONLY_COD_GIFT },
        { field: 'whatsappTemplates.gift_on_its_way.parameters[0]', message: ONLY_COD_GIFT },
        {
          field: 'whatsappTemplates.gift_cod_on_its_way.parameters[2]',
          message: "A gift's recipient never sees the price.",
        },
      ],
    });
    const cod = { name: 'gift_cod', parameters: ['recipientName', 'amountToCollect'] as const };
    expect(parseWhatsAppTemplates({ gift_cod_on_its_way: cod })).toEqual({
      ok: true,
      value: { ...DEFAULT_WHATSAPP_TEMPLATES, gift_cod_on_its_way: cod },
    });
  });

  it('names every malformed field: unknown events, names and parameters', () => {
    const parsed = parseWhatsAppTemplates({
      lost_in_post: { name: 'x', parameters: [] },
      packed: { name: 'Order Packed', parameters: ['firstName', 'price'] },
      delivered: 'order_delivered',
    });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.problems.map((problem) => problem.field)).toEqual([
      'whatsappTemplates.lost_in_post',
      'whatsappTemplates.packed.name',
      'whatsappTemplates.packed.parameters[1]',
      'whatsappTemplates.delivered',
    ]);
  });
});

describe('applyTemplateEdits', () => {
  it("applies the owner's edits over the current templates and keeps the rest", () => {
    const edited = applyTemplateEdits(DEFAULT_WHATSAPP_TEMPLATES, [
      { event: 'out_for_delivery', name: ' kadai_out ', parameters: ['orderNumber', 'firstName'] },
    ]);
    expect(edited).toEqual({
      ok: true,
      value: {
        ...DEFAULT_WHATSAPP_TEMPLATES,
        out_for_delivery: { name: 'kadai_out', parameters: ['orderNumber', 'firstName'] },
      },
    });
  });

  it('refuses a bad name, a price in the gift message and a repeated update, naming each field', () => {
    const edited = applyTemplateEdits(DEFAULT_WHATSAPP_TEMPLATES, [
      { event: 'placed', name: 'Order Placed!', parameters: ['firstName'] },
      { event: 'gift_on_its_way', name: 'gift', parameters: ['recipientName', 'total'] },
      { event: 'placed', name: 'order_placed', parameters: [] },
    ]);
    expect(edited.ok).toBe(false);
    expect(!edited.ok && edited.problems.map((problem) => problem.field)).toEqual([
      'whatsappTemplates[0].name',
      'whatsappTemplates[1].parameters[1]',
      'whatsappTemplates[2].event',
    ]);
  });
});
