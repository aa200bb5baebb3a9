import { describe, expect, it } from 'vitest';
import { parseShopSettings, DEFAULT_SHOP_SETTINGS } from './shop-settings.js';
import { checkMarketing, checkShopSettings } from './shop-content-edits.js';

describe('checkMarketing', () => {
  it('cleans the lines and stores the minimum in rupees', () => {
    const result = checkMarketing({
      offerTitle: '  Diwali  offer ',
      content: [' Free shipping over ₹999 ', 'Gift wrap on every order'],
      banners: [{ imageUrl: '/media/demo/a.svg', title: 'Hello', link: '/shop' }],
      reviews: [{ name: 'Asha', text: 'Lovely!', rating: 5, location: null }],
      minimumOrderValuePaise: 199_50,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        offerTitle: 'Diwali offer',
        content: ['Free shipping over ₹999', 'Gift wrap on every order'],
        banners: [{ imageUrl: '/media/demo/a.svg', title: 'Hello', subtitle: null, link: '/shop' }],
        reviews: [{ name: 'Asha', text: 'Lovely!', rating: 5, location: null }],
        minimumOrderValue: 199.5,
      },
    });
  });

  it('names every field at fault', () => {
    const result = checkMarketing({
      content: ['ok', '  ', 'x'.repeat(161)],
      banners: [{ imageUrl: 'javascript:alert(1)', link: '//evil.example' }],
      reviews: [{ name: '', text: 'Nice', rating: 6 }],
      minimumOrderValuePaise: -1,
    });
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((error) => error.field);
    expect(fields).toEqual([
      'content[1]',
      'content[2]',
      'banners[0].imageUrl',
      'banners[0].link',
      'reviews[0].rating',
      'reviews[0].name',
      'minimumOrderValuePaise',
    ]);
  });
});

describe('checkShopSettings', () => {
  it('accepts the defaults and stores what the settings reader reads back unchanged', () => {
    const result = checkShopSettings({ ...DEFAULT_SHOP_SETTINGS, seller: { ...DEFAULT_SHOP_SETTINGS.seller } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(parseShopSettings(JSON.parse(JSON.stringify(result.value)))).toEqual({
      settings: DEFAULT_SHOP_SETTINGS,
      problems: [],
    });
  });

  it('names each bad field with a message for beside it', () => {
    const result = checkShopSettings({
      ...DEFAULT_SHOP_SETTINGS,
      seller: { ...DEFAULT_SHOP_SETTINGS.seller, postalCode: '041012', gstin: '33ABCDE1234F1Z0', state: 'Narnia' },
      contact: { phone: '12345', email: 'nope' },
      cod: { ...DEFAULT_SHOP_SETTINGS.cod, feePaise: 1.5, maxOpenOrders: 0 },
      defaultGstRate: 12,
      social: {
        instagram: 'http://www.instagram.com/lovelygifts',
        youtube: 'https://www.youtube.com/@lovelygifts',
        facebook: 'https://facebook.example.com/lovelygifts',
        whatsapp: 'https://wa.me:8443/919876543210',
      },
    });
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((error) => error.field).sort();
    expect(fields).toEqual(
      [
        'seller.postalCode',
        'seller.state',
        'seller.gstin',
        'defaultGstRate',
        'contact.phone',
        'contact.email',
        'cod.feePaise',
        'cod.maxOpenOrders',
        'social.instagram',
        'social.facebook',
        'social.whatsapp',
      ].sort(),
    );
    const messages = result.ok ? [] : result.errors.filter((error) => error.field?.startsWith('social.'));
    expect(messages.map((error) => [error.code, error.message])).toEqual([
      [
        'INVALID',
        'Use the https address of your Instagram page on instagram.com, e.g. https://www.instagram.com/yourshop.',
      ],
      [
        'INVALID',
        'Use the https address of your Facebook page on facebook.com, e.g. https://www.facebook.com/yourshop.',
      ],
      ['INVALID', 'Use the https address of your WhatsApp page on wa.me, e.g. https://wa.me/919876543210.'],
    ]);
  });

  it('stores an empty social link as none', () => {
    const result = checkShopSettings({
      ...DEFAULT_SHOP_SETTINGS,
      social: { instagram: '  ', youtube: null, facebook: ' https://m.facebook.com/lovelygifts ', whatsapp: null },
    });
    expect(result.ok && result.value.social).toEqual({
      instagram: null,
      youtube: null,
      facebook: 'https://m.facebook.com/lovelygifts',
      whatsapp: null,
    });
  });
});
