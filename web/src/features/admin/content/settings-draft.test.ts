import { describe, expect, it } from 'vitest';
import { settingsDraftOf, settingsInputOf } from './settings-draft';

const settings = {
  displayName: 'Lovely Gifts',
  seller: {
    legalName: 'Lovely Gifts',
    street: '24, Cross Cut Road',
    city: 'Coimbatore',
    postalCode: '641012',
    state: 'Tamil Nadu',
    gstin: null,
  },
  contact: { phone: '+919876543210', email: 'hello@lovelygifts.in' },
  grievanceOfficer: { name: 'Meena', designation: 'Grievance Officer', phone: '+919876543211', email: 'g@l.in' },
  shipping: { freeAtOrAbovePaise: null, flatFeePaise: 7900 },
  cod: { enabled: true, feePaise: 4950, maxOrderValuePaise: 500000, maxOpenOrders: 3 },
  onlinePayment: { maxOpenUnpaidOrders: 4 },
  defaultGstRate: 18,
  invoiceIssuing: 'ON_PACKED' as const,
  social: { instagram: 'https://www.instagram.com/lovelygifts.cbe', youtube: null, facebook: null, whatsapp: null },
  couriers: [
    { name: 'DTDC', trackingUrlTemplate: 'https://www.dtdc.com/track/?awb={tracking}' },
    { name: 'Hand delivery', trackingUrlTemplate: null },
  ],
  whatsappTemplates: [
    { event: 'PLACED' as const, name: 'order_placed', parameters: ['FIRST_NAME' as const, 'ORDER_NUMBER' as const] },
    { event: 'GIFT_ON_ITS_WAY' as const, name: 'gift_on_its_way', parameters: ['RECIPIENT_NAME' as const] },
  ],
};

describe('the settings form draft', () => {
  it('edits phones as 10 digits and amounts in rupees', () => {
    const draft = settingsDraftOf(settings);
    expect(draft.contact.phone).toBe('9876543210');
    expect(draft.grievanceOfficer.phone).toBe('9876543211');
    expect([draft.freeAtOrAbove, draft.flatFee, draft.codFee, draft.codMax]).toEqual(['', '79', '49.50', '5000']);
    expect(draft.codMaxOpenOrders).toBe('3');
    expect(draft.maxOpenUnpaidOrders).toBe('4');
    expect(draft.seller.gstin).toBe('');
  });

  it('sends amounts in paise, optional ones empty as none, and empty texts as none', () => {
    const input = settingsInputOf(settingsDraftOf(settings));
    expect(input).toMatchObject({
      seller: { gstin: null },
      shipping: { freeAtOrAbovePaise: null, flatFeePaise: 7900 },
      cod: { enabled: true, feePaise: 4950, maxOrderValuePaise: 500000, maxOpenOrders: 3 },
      onlinePayment: { maxOpenUnpaidOrders: 4 },
      social: { instagram: 'https://www.instagram.com/lovelygifts.cbe', youtube: null },
    });
  });

  it('edits a courier without a tracking page as an empty field and sends it back as none', () => {
    const draft = settingsDraftOf(settings);
    expect(draft.couriers.map((row) => row.trackingUrlTemplate)).toEqual([
      'https://www.dtdc.com/track/?awb={tracking}',
      '',
    ]);
    const input = settingsInputOf({ ...draft, couriers: [{ ...draft.couriers[1]!, trackingUrlTemplate: '  ' }] });
    expect(input).toMatchObject({ couriers: [{ name: 'Hand delivery', trackingUrlTemplate: null }] });
  });

  it('names each amount that is not one and a count of orders that is not whole', () => {
    const draft = {
      ...settingsDraftOf(settings),
      flatFee: 'free',
      codMax: '',
      codMaxOpenOrders: '2.5',
      maxOpenUnpaidOrders: 'three',
    };
    expect(settingsInputOf(draft)).toEqual([
      { field: 'cod.maxOpenOrders', message: 'Enter a whole number of orders, e.g. 3.' },
      { field: 'onlinePayment.maxOpenUnpaidOrders', message: 'Enter a whole number of orders, e.g. 3.' },
      { field: 'shipping.flatFeePaise', message: 'Enter an amount in rupees, e.g. 79.' },
    ]);
  });
});

describe('the WhatsApp templates in the draft', () => {
  it('edits the parameters as one line and sends them back as a list, case and spaces ignored', () => {
    const draft = settingsDraftOf(settings);
    expect(draft.whatsappTemplates[0]).toEqual({
      event: 'PLACED',
      name: 'order_placed',
      parameters: 'FIRST_NAME, ORDER_NUMBER',
    });
    const edited = {
      ...draft,
      whatsappTemplates: [
        { event: 'PLACED' as const, name: ' kadai_placed ', parameters: 'order_number ,first_name,' },
      ],
    };
    expect(settingsInputOf(edited)).toMatchObject({
      whatsappTemplates: [{ event: 'PLACED', name: 'kadai_placed', parameters: ['ORDER_NUMBER', 'FIRST_NAME'] }],
    });
  });

  it('names a parameter that is not one', () => {
    const draft = settingsDraftOf(settings);
    const edited = {
      ...draft,
      whatsappTemplates: [{ ...draft.whatsappTemplates[1]!, parameters: 'RECIPIENT_NAME, PRICE' }],
    };
    expect(settingsInputOf(edited)).toEqual([
      { field: 'whatsappTemplates[0].parameters', message: expect.stringMatching(/^Not a parameter: PRICE\./) },
    ]);
  });
});
