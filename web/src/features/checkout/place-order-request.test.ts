import { describe, expect, it } from 'vitest';
import type { CheckoutAddress } from './address-rules';
import { placeOrderRequest, type OrderChoices } from './place-order-request';

const address: CheckoutAddress = {
  firstName: 'Asha',
  lastName: 'Raman',
  phone: '9876543210',
  address: '12 Race Course Road',
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};
const choices: OrderChoices = {
  items: [
    {
      id: 'mug',
      quantity: 1,
      giftWrap: false,
      giftMessage: '',
      isLimitedOffer: false,
      limitedOfferMaxQuantity: null,
    },
  ],
  address,
  accountEmail: 'asha@example.in',
  paymentMethod: 'COD',
  saveAddress: false,
  couponCode: null,
};
const recipient = { ...address, firstName: 'Meena', phone: '9840012345' };
const input = (whatsapp: OrderChoices['whatsapp'], withRecipient = false) =>
  placeOrderRequest({ ...choices, whatsapp, ...(withRecipient ? { recipient } : {}) }).input;

describe('placeOrderRequest: WhatsApp choices', () => {
  it('sends nothing of WhatsApp for the defaults', () => {
    const sent = input({ updates: false, language: 'EN', giftNotice: false });
    expect(Object.keys(sent).filter((key) => key.startsWith('whatsapp'))).toEqual([]);
  });

  it('sends the language only for messages that will go, and the gift notice only with a recipient', () => {
    expect(input({ updates: false, language: 'TA', giftNotice: false })).not.toHaveProperty('whatsappLanguage');
    expect(input({ updates: true, language: 'TA', giftNotice: false })).toMatchObject({
      whatsappUpdates: true,
      whatsappLanguage: 'TA',
    });
    expect(input({ updates: false, language: 'EN', giftNotice: true })).not.toHaveProperty('whatsappGiftNotice');
    const gift = input({ updates: false, language: 'TA', giftNotice: true }, true);
    expect(gift).toMatchObject({ whatsappGiftNotice: true, whatsappLanguage: 'TA' });
    expect(gift).not.toHaveProperty('whatsappUpdates');
  });
});

describe('placeOrderRequest: a gift', () => {
  it("sends the buyer's name and phone without an address, and saves nothing to the profile", () => {
    const sent = placeOrderRequest({ ...choices, saveAddress: true, recipient }).input;
    expect(sent.address).toMatchObject({ firstName: 'Asha', phone: '+919876543210', address: '', city: '', state: '' });
    expect(sent.address.postalCode).toBe('');
    expect(sent.saveAddress).toBe(false);
    expect(sent.recipient).toMatchObject({ firstName: 'Meena', address: '12 Race Course Road', postalCode: '641018' });
  });

  it("sends the buyer's whole address when a billing address was added, and still saves nothing", () => {
    const sent = placeOrderRequest({ ...choices, saveAddress: true, recipient, giftBilling: true }).input;
    expect(sent.address).toMatchObject({ address: '12 Race Course Road', city: 'Coimbatore', state: 'Tamil Nadu' });
    expect(sent.saveAddress).toBe(false);
    expect(sent.recipient).toMatchObject({ firstName: 'Meena' });
  });

  it('sends the whole address and the save choice for an order for oneself', () => {
    const sent = placeOrderRequest({ ...choices, saveAddress: true }).input;
    expect(sent.address).toMatchObject({ address: '12 Race Course Road', city: 'Coimbatore', state: 'Tamil Nadu' });
    expect(sent.saveAddress).toBe(true);
  });
});
