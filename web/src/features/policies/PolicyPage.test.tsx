// A policy page tells the shopper how to reach the shop with the contact from the shop settings.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import PolicyPage from './PolicyPage';

function answer(fails = false, zones: string[] = []) {
  return answeringLink((operationName) => {
    if (operationName !== 'PolicyShopContact' || fails) throw new Error(`unexpected ${operationName}`);
    return {
      shopInfo: {
        __typename: 'ShopInfo',
        street: '5, Race Course Road',
        city: 'Coimbatore',
        postalCode: '641018',
        state: 'Tamil Nadu',
        phone: '+919876511111',
        email: 'care@lovelygifts.in',
        freeDeliveryText: 'Free delivery across Coimbatore on orders of ₹999 or more (after coupon discounts)',
        shippingFee: { __typename: 'Money', paise: 7900, formatted: '₹79' },
        deliveryCharges: zones.map((text) => ({ __typename: 'DeliveryZoneCharge', text })),
      },
    };
  });
}

describe('PolicyPage', () => {
  it('names the contact and address from the shop settings', async () => {
    renderPage(<PolicyPage policy="refund-and-return-policy" />, '/refund-and-return-policy', answer());
    await screen.findByRole('heading', { name: 'Refund & Return Policy', level: 1 });
    const text = document.body.textContent ?? '';
    expect(text).toContain(
      'Write to care@lovelygifts.in, call or WhatsApp +91 98765 11111 (Monday to Saturday, 10 am to 7 pm IST), or visit us at 5, Race Course Road, Coimbatore, Tamil Nadu 641018.',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
  });

  it('states the delivery charges the shop settings give, as the cart and checkout apply them', async () => {
    renderPage(<PolicyPage policy="shipping-policy" />, '/shipping-policy', answer());
    await screen.findByRole('heading', { name: 'Shipping Policy', level: 1 });
    expect(document.body.textContent).toContain(
      'Free delivery across Coimbatore on orders of ₹999 or more (after coupon discounts); below that, delivery costs ₹79.',
    );
  });

  it('lists the fee and free-delivery line of each delivery zone when zones are configured', async () => {
    const zones = [
      'Coimbatore city: ₹49; free on orders of ₹799 or more (after coupon discounts).',
      'Rest of India: ₹99.',
    ];
    renderPage(<PolicyPage policy="shipping-policy" />, '/shipping-policy', answer(false, zones));
    await screen.findByRole('heading', { name: 'Shipping Policy', level: 1 });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(zones));
    expect(document.body.textContent).toContain('Elsewhere the zone of your PIN code decides, as listed above.');
  });

  it('falls back to the built-in contact when the settings cannot be read', async () => {
    renderPage(<PolicyPage policy="terms-of-service" />, '/terms-of-service', answer(true));
    await screen.findByRole('heading', { name: 'Terms of Service', level: 1 });
    expect(document.body.textContent).toContain('run by Lovely Gifts, 24, Cross Cut Road, Gandhipuram, Coimbatore');
  });
});
