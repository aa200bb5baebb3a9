// The footer's seller details and social links, as the shop settings (shopInfo) give them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import ShopContact, { ShopSocialLinks } from './ShopContact';

function shopInfo(social: Record<string, string | null>) {
  return answeringLink((operationName) => {
    if (operationName !== 'FooterShopInfo') throw new Error(`unexpected ${operationName}`);
    return {
      shopInfo: {
        __typename: 'ShopInfo',
        legalName: 'Lovely Gifts Private Limited',
        street: '5, Race Course Road',
        city: 'Coimbatore',
        postalCode: '641018',
        state: 'Tamil Nadu',
        gstin: null,
        phone: '+919876511111',
        email: 'care@lovelygifts.in',
        grievanceOfficer: {
          __typename: 'GrievanceOfficer',
          name: 'K. Priya',
          designation: 'Grievance Officer',
          phone: '+919876522222',
          email: 'grievance@lovelygifts.in',
        },
        social: { __typename: 'SocialLinks', ...social },
      },
    };
  });
}

describe('ShopSocialLinks', () => {
  it('links to the pages the settings name, in a new tab, and leaves out a network without one', async () => {
    renderPage(
      <ShopSocialLinks />,
      '/',
      shopInfo({
        instagram: 'https://www.instagram.com/lovelygifts',
        youtube: null,
        facebook: 'https://www.facebook.com/lovelygifts',
        whatsapp: 'https://wa.me/919876511111',
      }),
    );
    const list = await screen.findByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Instagram (opens in a new tab)', 'https://www.instagram.com/lovelygifts'],
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/lovelygifts'],
      ['WhatsApp (opens in a new tab)', 'https://wa.me/919876511111'],
    ]);
    expect(links.every((link) => link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });

  it('shows no list when the shop has no social pages', async () => {
    renderPage(
      <>
        <ShopContact />
        <ShopSocialLinks />
      </>,
      '/',
      shopInfo({ instagram: null, youtube: null, facebook: null, whatsapp: null }),
    );
    await screen.findByTestId('shop-contact');
    expect(screen.queryByRole('list', { name: 'Follow us' })).toBeNull();
  });
});
