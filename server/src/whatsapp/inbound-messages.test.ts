import { describe, expect, it } from 'vitest';
import { parseInboundMessages, replyKeyword } from './inbound-messages.js';

const body = (messages: unknown[], phoneNumberId = '1000') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'WABA',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '910000000000', phone_number_id: phoneNumberId },
            contacts: [{ wa_id: '919876543210', profile: { name: 'Ravi' } }],
            messages,
          },
        },
      ],
    },
  ],
});

const text = (body: string, from = '919876543210') => ({
  from,
  id: 'wamid.1',
  timestamp: '1764000000',
  type: 'text',
  text: { body },
});

describe('replyKeyword', () => {
  it('reads STOP and START in any case, with spaces and a final full stop', () => {
    expect(replyKeyword('STOP')).toBe('STOP');
    expect(replyKeyword('  stop. ')).toBe('STOP');
    expect(replyKeyword('Unsubscribe')).toBe('STOP');
    expect(replyKeyword('start')).toBe('START');
    expect(replyKeyword('START!')).toBe('START');
  });

  it('is null for anything else, even a sentence that contains the word', () => {
    expect(replyKeyword('please stop the delivery')).toBeNull();
    expect(replyKeyword('')).toBeNull();
    expect(replyKeyword('STOPP')).toBeNull();
  });
});

describe('parseInboundMessages', () => {
  it('reads the sender as E.164, the text, the time and the business number', () => {
    expect(parseInboundMessages(body([text('STOP')]))).toEqual([
      {
        id: 'wamid.1',
        from: '+919876543210',
        text: 'STOP',
        at: '2025-11-24T16:00:00.000Z',
        phoneNumberId: '1000',
      },
    ]);
  });

  it('reads a quick-reply button as text, media as empty text', () => {
    const button = { ...text(''), type: 'button', button: { text: 'Stop', payload: 'x' } };
    const image = { ...text(''), type: 'image', image: { id: 'media' } };
    expect(parseInboundMessages(body([button, image]))?.map((message) => message.text)).toEqual(['Stop', '']);
  });

  it('gives [] for a status notification and null for anything malformed', () => {
    const statuses = body([]);
    delete (statuses.entry[0]!.changes[0]!.value as Record<string, unknown>).messages;
    expect(parseInboundMessages(statuses)).toEqual([]);
    expect(parseInboundMessages({ object: 'page', entry: [] })).toBeNull();
    expect(parseInboundMessages(body([text('STOP', '+91 98765')]))).toBeNull();
    expect(parseInboundMessages(body([{ ...text('STOP'), timestamp: 'soon' }]))).toBeNull();
    expect(parseInboundMessages(body('many' as unknown as unknown[]))).toBeNull();
  });

  it('keeps at most 200 characters of a text', () => {
    expect(parseInboundMessages(body([text('x'.repeat(5000))]))?.[0]?.text).toHaveLength(200);
  });
});
