import { describe, expect, it } from 'vitest';
import { templateRequest, isPermanentFailure } from './cloud-api.js';
import {
  InvalidTemplateMessageError,
  recipientNumber,
  templateParameter,
  templateRequestBody,
  type TemplateMessage,
} from './template-message.js';

const shipped: TemplateMessage = {
  to: '+919876543210',
  template: 'order_shipped',
  language: 'ta',
  parameters: ['Asha', 'LG-20261124-7QX', 'https://track.example/DTDC123'],
};

describe('templateRequest: what the Cloud API receives', () => {
  it('posts to /{version}/{phone-number-id}/messages with the access token as a bearer token', () => {
    const request = templateRequest(
      {
        graphApiBase: 'https://graph.facebook.com',
        apiVersion: 'v21.0',
        phoneNumberId: '109876543210987',
        accessToken: 'EAAG-token',
      },
      shipped,
    );
    expect(request.url).toBe('https://graph.facebook.com/v21.0/109876543210987/messages');
    expect(request.headers.authorization).toBe('Bearer EAAG-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'ta' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: 'LG-20261124-7QX' },
              { type: 'text', text: 'https://track.example/DTDC123' },
            ],
          },
        ],
      },
    });
  });

  it('sends no body component for a template without parameters, in English', () => {
    const body = templateRequestBody({ ...shipped, template: 'hello_world', language: 'en', parameters: [] });
    expect(body.template).toEqual({ name: 'hello_world', language: { code: 'en' }, components: [] });
  });

  it('refuses a template name Meta would not have approved, naming the field', () => {
    expect(() => templateRequestBody({ ...shipped, template: 'Order Shipped' })).toThrow(InvalidTemplateMessageError);
    try {
      templateRequestBody({ ...shipped, template: '' });
    } catch (error) {
      expect((error as InvalidTemplateMessageError).field).toBe('template');
    }
  });

  it('refuses a language the shop has no templates in', () => {
    expect(() => templateRequestBody({ ...shipped, language: 'hi' as 'en' })).toThrow(/language must be one of en, ta/);
  });
});

describe('template parameters', () => {
  it('keeps ordinary text, Tamil and rupee amounts as they are', () => {
    expect(templateParameter('ஆஷா')).toBe('ஆஷா');
    expect(templateParameter('₹1,299.00')).toBe('₹1,299.00');
  });

  it('flattens new lines and tabs and squeezes runs of spaces, which the Cloud API refuses', () => {
    expect(templateParameter('12 Gandhi Road,\nRS Puram\t Coimbatore     641002')).toBe(
      '12 Gandhi Road, RS Puram Coimbatore 641002',
    );
  });

  it('answers a dash for an empty parameter and shortens a long one to 1024 characters', () => {
    expect(templateParameter('  \n ')).toBe('-');
    const long = templateParameter('x'.repeat(2000));
    expect(long).toHaveLength(1024);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('recipientNumber', () => {
  it('drops the plus, spaces and dashes of an international number', () => {
    expect(recipientNumber('+91 98765-43210')).toBe('919876543210');
  });

  it.each(['9876543210', '+0123456789', '+91abc', ''])('refuses %j', (phone) => {
    expect(() => recipientNumber(phone)).toThrow(InvalidTemplateMessageError);
  });
});

describe('isPermanentFailure', () => {
  it.each<[number, number | null, boolean]>([
    [500, null, false],
    [503, 131000, false],
    [429, 130429, false],
    [400, 131056, false],
    [408, null, false],
    [401, 190, true],
    [400, 132001, true],
    [400, 131026, true],
    [404, null, true],
  ])('status %i, code %j → permanent %j', (status, code, permanent) => {
    expect(isPermanentFailure(status, code)).toBe(permanent);
  });
});
