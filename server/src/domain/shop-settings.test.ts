import { DEFAULT_COURIERS } from './couriers.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, parseShopSettings } from './shop-settings.js';
import { DEFAULT_WHATSAPP_TEMPLATES } from './whatsapp-templates.js';

describe('DEFAULT_SHOP_SETTINGS', () => {
  it('sells from Tamil Nadu with the shop details the web app shows', () => {
    expect(DEFAULT_SHOP_SETTINGS.seller).toMatchObject({
      legalName: 'Lovely Gifts',
      city: 'Coimbatore',
      postalCode: '641012',
      state: 'Tamil Nadu',
      gstin: null,
    });
    expect(DEFAULT_SHOP_SETTINGS.contact).toEqual({ phone: '+919876543210', email: 'hello@lovelygifts.in' });
  });

  it('parses back to itself without problems', () => {
    expect(parseShopSettings(DEFAULT_SHOP_SETTINGS)).toEqual({ settings: DEFAULT_SHOP_SETTINGS, problems: [] });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_SHOP_SETTINGS.shipping)).toBe(true);
  });
});

describe('parseShopSettings', () => {
  it.each([[undefined], [null], [{}]])('uses every default for a missing or empty document (%s)', (document) => {
    expect(parseShopSettings(document)).toEqual({ settings: DEFAULT_SHOP_SETTINGS, problems: [] });
  });

  it.each([['a string'], [42], [[1, 2]]])('reports a document that is not an object (%s)', (document) => {
    const { settings, problems } = parseShopSettings(document);
    expect(settings).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(problems).toEqual([{ field: '', message: 'the settings document is not an object; every default applies' }]);
  });

  it('reads a complete, valid document and normalises what it may', () => {
    const { settings, problems } = parseShopSettings({
      displayName: ' Lovely  Gifts   Coimbatore ',
      seller: {
        legalName: '  Lovely   Gifts Private Limited ',
        street: '5, Race Course Road',
        city: 'Coimbatore',
        postalCode: '641 018',
        state: 'tamil nadu',
        gstin: '27aapfu0939f1zv',
      },
      contact: { phone: '98765 11111', email: 'Care@LovelyGifts.in' },
      grievanceOfficer: {
        name: 'K. Priya',
        designation: 'Grievance Officer',
        phone: '+91 98765 22222',
        email: 'grievance@lovelygifts.in',
      },
      shipping: { freeAtOrAbovePaise: 1499_00, flatFeePaise: 99_00 },
      cod: { enabled: false, feePaise: 0, maxOrderValuePaise: null, maxOpenOrders: 5 },
      onlinePayment: { maxOpenUnpaidOrders: 4 },
      defaultGstRate: 5,
      social: {
        instagram: ' https://instagram.com/lovelygifts ',
        youtube: 'https://youtu.be/abc123',
        facebook: null,
        whatsapp: 'https://wa.me/919876511111',
      },
      couriers: [
        { name: ' Anand Parcel ', trackingUrlTemplate: null },
        { name: 'DTDC', trackingUrlTemplate: 'https://track.dtdc.in/{tracking}' },
      ],
      invoiceIssuing: 'ON_DELIVERED',
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      displayName: 'Lovely Gifts Coimbatore',
      seller: {
        legalName: 'Lovely Gifts Private Limited',
        street: '5, Race Course Road',
        city: 'Coimbatore',
        postalCode: '641018',
        state: 'Tamil Nadu',
        gstin: '27AAPFU0939F1ZV',
      },
      contact: { phone: '+919876511111', email: 'care@lovelygifts.in' },
      grievanceOfficer: {
        name: 'K. Priya',
        designation: 'Grievance Officer',
        phone: '+919876522222',
        email: 'grievance@lovelygifts.in',
      },
      shipping: { freeAtOrAbovePaise: 1499_00, flatFeePaise: 99_00 },
      cod: { enabled: false, feePaise: 0, maxOrderValuePaise: null, maxOpenOrders: 5 },
      onlinePayment: { maxOpenUnpaidOrders: 4 },
      defaultGstRate: 5,
      social: {
        instagram: 'https://instagram.com/lovelygifts',
        youtube: 'https://youtu.be/abc123',
        facebook: null,
        whatsapp: 'https://wa.me/919876511111',
      },
      couriers: [
        { name: 'Anand Parcel', trackingUrlTemplate: null },
        { name: 'DTDC', trackingUrlTemplate: 'https://track.dtdc.in/{tracking}' },
      ],
      whatsappTemplates: DEFAULT_WHATSAPP_TEMPLATES,
      invoiceIssuing: 'ON_DELIVERED',
    });
  });

  it("reads the owner's WhatsApp templates over the defaults, and the defaults after a broken one (a problem)", () => {
    const own = { shipped: { name: 'kadai_shipped', parameters: ['orderNumber', 'trackingUrl'] } };
    expect(parseShopSettings({ whatsappTemplates: own }).settings.whatsappTemplates).toEqual({
      ...DEFAULT_WHATSAPP_TEMPLATES,
      shipped: own.shipped,
    });
    const broken = parseShopSettings({
      whatsappTemplates: { gift_on_its_way: { name: 'gift', parameters: ['total'] } },
    });
    expect(broken.settings.whatsappTemplates).toEqual(DEFAULT_WHATSAPP_TEMPLATES);
    expect(broken.problems.map((problem) => problem.field)).toEqual(['whatsappTemplates']);
  });

  it('issues invoices on packing unless the owner chose otherwise, and names a stored choice it cannot read', () => {
    expect(parseShopSettings({}).settings.invoiceIssuing).toBe('ON_PACKED');
    expect(parseShopSettings({ invoiceIssuing: 'BY_HAND' }).settings.invoiceIssuing).toBe('BY_HAND');
    const broken = parseShopSettings({ invoiceIssuing: 'SOMETIMES' });
    expect(broken.settings.invoiceIssuing).toBe('ON_PACKED');
    expect(broken.problems.map((problem) => problem.field)).toEqual(['invoiceIssuing']);
  });

  it('offers the default couriers until the owner edits them, and after a broken list (a problem)', () => {
    expect(parseShopSettings({}).settings.couriers).toEqual(DEFAULT_COURIERS);
    const broken = parseShopSettings({ couriers: [{ name: 'DTDC', trackingUrlTemplate: 'http://x.in/{tracking}' }] });
    expect(broken.settings.couriers).toEqual(DEFAULT_COURIERS);
    expect(broken.problems.map((problem) => problem.field)).toEqual(['couriers']);
  });

  it('keeps the good fields of a partly written document', () => {
    const { settings, problems } = parseShopSettings({ shipping: { flatFeePaise: 50_00 } });
    expect(settings.shipping).toEqual({ freeAtOrAbovePaise: 999_00, flatFeePaise: 50_00 });
    expect(settings.cod).toEqual(DEFAULT_SHOP_SETTINGS.cod);
    expect(problems).toEqual([]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['seller.legalName', { seller: { legalName: '   ' } }],
    ['seller.legalName', { seller: { legalName: 'x'.repeat(201) } }],
    ['seller.postalCode', { seller: { postalCode: '041012' } }],
    ['seller.postalCode', { seller: { postalCode: '6410' } }],
    ['seller.state', { seller: { state: 'Madras' } }],
    ['seller.gstin', { seller: { gstin: '27AAPFU0939F1ZW' } }],
    ['contact.phone', { contact: { phone: '12345' } }],
    ['contact.email', { contact: { email: 'not an email' } }],
    ['grievanceOfficer.designation', { grievanceOfficer: { designation: 7 } }],
    ['shipping.flatFeePaise', { shipping: { flatFeePaise: -1 } }],
    ['shipping.flatFeePaise', { shipping: { flatFeePaise: 79.5 } }],
    ['shipping.flatFeePaise', { shipping: { flatFeePaise: '79' } }],
    ['shipping.freeAtOrAbovePaise', { shipping: { freeAtOrAbovePaise: Number.POSITIVE_INFINITY } }],
    ['cod.enabled', { cod: { enabled: 'yes' } }],
    ['cod.maxOrderValuePaise', { cod: { maxOrderValuePaise: 3_000_000_000 } }],
    ['cod.maxOpenOrders', { cod: { maxOpenOrders: 0 } }],
    ['cod.maxOpenOrders', { cod: { maxOpenOrders: 2.5 } }],
    ['cod.maxOpenOrders', { cod: { maxOpenOrders: 101 } }],
    ['onlinePayment.maxOpenUnpaidOrders', { onlinePayment: { maxOpenUnpaidOrders: 0 } }],
    ['defaultGstRate', { defaultGstRate: 12 }],
    ['defaultGstRate', { defaultGstRate: '18' }],
    ['cod', { cod: 'off' }],
    ['social.instagram', { social: { instagram: 'https://www.instagram.com.example.in/shop' } }],
    ['social.whatsapp', { social: { whatsapp: 'https://api.whatsapp.com/send?phone=919876543210' } }],
    ['social.youtube', { social: { youtube: 42 } }],
    ['social', { social: 'none' }],
  ])('falls back and reports %s', (field, document) => {
    const { settings, problems } = parseShopSettings(document);
    expect(problems.map((problem) => problem.field)).toEqual([field]);
    expect(settings).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('reports every bad field at once, keeping the good ones', () => {
    const { settings, problems } = parseShopSettings({
      cod: { enabled: false, feePaise: -5, maxOrderValuePaise: 'lots' },
      defaultGstRate: 40,
    });
    expect(problems.map((problem) => problem.field)).toEqual(['cod.feePaise', 'cod.maxOrderValuePaise']);
    expect(problems[0]!.message).toBe('must be a whole number of paise from 0 to 2147483647; the default applies');
    expect(settings.cod).toEqual({ enabled: false, feePaise: 49_00, maxOrderValuePaise: 5_000_00, maxOpenOrders: 3 });
    expect(settings.defaultGstRate).toBe(40);
  });

  it('accepts null where a field means "none"', () => {
    const { settings, problems } = parseShopSettings({
      seller: { gstin: null },
      shipping: { freeAtOrAbovePaise: null },
    });
    expect(problems).toEqual([]);
    expect(settings.seller.gstin).toBeNull();
    expect(settings.shipping.freeAtOrAbovePaise).toBeNull();
  });

  it('keeps the default social links unless set, and shows none where set to null', () => {
    const { settings, problems } = parseShopSettings({ social: { youtube: null } });
    expect(problems).toEqual([]);
    expect(settings.social).toEqual({ ...DEFAULT_SHOP_SETTINGS.social, youtube: null });
  });

  it('does not accept null where a value is required', () => {
    const { problems } = parseShopSettings({ shipping: { flatFeePaise: null } });
    expect(problems.map((problem) => problem.field)).toEqual(['shipping.flatFeePaise']);
  });
});
