// The settings form: social links edited beside the other settings, sent as typed (empty as none), and the
// server's field errors shown beside their fields.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../../lib/toast';
import { answeringLink, renderPage } from '../../../testing/shop-test-kit';
import SettingsPage from './SettingsPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

const settings = {
  __typename: 'AdminShopSettings',
  displayName: 'Lovely Gifts',
  seller: {
    __typename: 'InvoiceSeller',
    legalName: 'Lovely Gifts',
    street: '24, Cross Cut Road',
    city: 'Coimbatore',
    postalCode: '641012',
    state: 'Tamil Nadu',
    gstin: null,
  },
  contact: { __typename: 'ShopContact', phone: '+919876543210', email: 'hello@lovelygifts.in' },
  grievanceOfficer: {
    __typename: 'GrievanceOfficer',
    name: 'Meena',
    designation: 'Grievance Officer',
    phone: '+919876543211',
    email: 'grievance@lovelygifts.in',
  },
  shipping: { __typename: 'ShippingRules', freeAtOrAbovePaise: 99900, flatFeePaise: 7900 },
  cod: { __typename: 'CodRules', enabled: true, feePaise: 4900, maxOrderValuePaise: 500000, maxOpenOrders: 3 },
  onlinePayment: { __typename: 'OnlinePaymentRules', maxOpenUnpaidOrders: 3 },
  defaultGstRate: 18,
  invoiceIssuing: 'ON_PACKED',
  social: {
    __typename: 'SocialLinks',
    instagram: 'https://www.instagram.com/lovelygifts.cbe',
    youtube: null,
    facebook: 'https://www.facebook.com/lovelygifts.cbe',
    whatsapp: 'https://wa.me/919876543210',
  },
  couriers: [
    { __typename: 'Courier', name: 'DTDC', trackingUrlTemplate: 'https://www.dtdc.com/track/?awb={tracking}' },
    { __typename: 'Courier', name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/{tracking}' },
  ],
  whatsappTemplates: [
    {
      __typename: 'WhatsAppTemplate',
      event: 'OUT_FOR_DELIVERY',
      name: 'order_out_for_delivery',
      parameters: ['FIRST_NAME', 'ORDER_NUMBER'],
    },
  ],
};

describe('SettingsPage', () => {
  it('sends the social links as typed, empty ones as none, and shows a refused link beside its field', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink((operationName) => {
      if (operationName === 'AdminSettingsPage') return { adminShopSettings: settings, indianStates: ['Tamil Nadu'] };
      if (operationName === 'AdminUpdateShopSettings')
        return {
          adminUpdateShopSettings: {
            __typename: 'ShopSettingsPayload',
            settings: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'social.whatsapp',
                message: 'Use the https address of your WhatsApp page on wa.me, e.g. https://wa.me/919876543210.',
                code: 'INVALID',
              },
            ],
          },
        };
      throw new Error(`unexpected ${operationName}`);
    }, calls);
    renderPage(<SettingsPage />, '/admin/settings', link);
    const instagram = await screen.findByLabelText<HTMLInputElement>('Instagram');
    expect(instagram.value).toBe('https://www.instagram.com/lovelygifts.cbe');
    expect(screen.getByLabelText<HTMLInputElement>('YouTube').value).toBe('');
    fireEvent.change(screen.getByLabelText('Shop name'), { target: { value: 'Lovely Gifts Coimbatore' } });
    fireEvent.change(screen.getByLabelText('Facebook'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('WhatsApp'), { target: { value: 'https://api.whatsapp.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(calls.some((call) => call.operationName === 'AdminUpdateShopSettings')).toBe(true));
    const sent = calls.find((call) => call.operationName === 'AdminUpdateShopSettings')!.variables as {
      input: { social: unknown; seller: { legalName: string }; displayName: string };
    };
    // Shoppers read the shop's name; invoices keep the legal name.
    expect(sent.input.displayName).toBe('Lovely Gifts Coimbatore');
    expect(sent.input.social).toEqual({
      instagram: 'https://www.instagram.com/lovelygifts.cbe',
      youtube: null,
      facebook: null,
      whatsapp: 'https://api.whatsapp.com/x',
    });
    expect(sent.input.seller.legalName).toBe('Lovely Gifts');
    expect((await screen.findByRole('alert')).textContent).toContain('WhatsApp page on wa.me');
    expect(screen.getByLabelText('WhatsApp').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits how many open COD and unpaid online orders a shopper may hold, and refuses a count that is not a whole number', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink((operationName) => {
      if (operationName === 'AdminSettingsPage') return { adminShopSettings: settings, indianStates: ['Tamil Nadu'] };
      if (operationName === 'AdminUpdateShopSettings')
        return { adminUpdateShopSettings: { __typename: 'ShopSettingsPayload', settings: null, userErrors: [] } };
      throw new Error(`unexpected ${operationName}`);
    }, calls);
    renderPage(<SettingsPage />, '/admin/settings', link);
    const field = await screen.findByLabelText<HTMLInputElement>('Open COD orders per shopper');
    expect(field.value).toBe('3');
    fireEvent.change(field, { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain('whole number of orders');
    expect(calls.some((call) => call.operationName === 'AdminUpdateShopSettings')).toBe(false);

    fireEvent.change(field, { target: { value: '5' } });
    const unpaid = screen.getByLabelText<HTMLInputElement>('Unpaid online orders per shopper');
    expect(unpaid.value).toBe('3');
    fireEvent.change(unpaid, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((call) => call.operationName === 'AdminUpdateShopSettings')).toBe(true));
    const sent = calls.find((call) => call.operationName === 'AdminUpdateShopSettings')!.variables as {
      input: { cod: { maxOpenOrders: number }; onlinePayment: { maxOpenUnpaidOrders: number } };
    };
    expect(sent.input.cod.maxOpenOrders).toBe(5);
    expect(sent.input.onlinePayment.maxOpenUnpaidOrders).toBe(2);
  });

  it('edits the couriers row by row and shows a refused tracking page beside its field', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink((operationName) => {
      if (operationName === 'AdminSettingsPage') return { adminShopSettings: settings, indianStates: ['Tamil Nadu'] };
      if (operationName === 'AdminUpdateShopSettings')
        return {
          adminUpdateShopSettings: {
            __typename: 'ShopSettingsPayload',
            settings: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'couriers[1].trackingUrlTemplate',
                message: 'Put {tracking} once where the tracking number goes.',
                code: 'INVALID',
              },
            ],
          },
        };
      throw new Error(`unexpected ${operationName}`);
    }, calls);
    renderPage(<SettingsPage />, '/admin/settings', link);
    await screen.findByLabelText('Courier 1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove DTDC' }));
    expect(screen.getByLabelText<HTMLInputElement>('Courier 1').value).toBe('Delhivery');
    fireEvent.click(screen.getByRole('button', { name: 'Add a courier' }));
    fireEvent.change(screen.getByLabelText('Courier 2'), { target: { value: 'Anand Parcel' } });
    fireEvent.change(screen.getByLabelText('Tracking page of courier 2'), {
      target: { value: 'https://anand.example.in/track' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(calls.some((call) => call.operationName === 'AdminUpdateShopSettings')).toBe(true));
    const sent = calls.find((call) => call.operationName === 'AdminUpdateShopSettings')!.variables as {
      input: { couriers: unknown };
    };
    expect(sent.input.couriers).toEqual([
      { name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/{tracking}' },
      { name: 'Anand Parcel', trackingUrlTemplate: 'https://anand.example.in/track' },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('{tracking} once');
    expect(screen.getByLabelText('Tracking page of courier 2').getAttribute('aria-invalid')).toBe('true');
  });

  it("edits a WhatsApp template's name and parameters and shows a refusal beside its field", async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink((operationName) => {
      if (operationName === 'AdminSettingsPage') return { adminShopSettings: settings, indianStates: ['Tamil Nadu'] };
      if (operationName === 'AdminUpdateShopSettings')
        return {
          adminUpdateShopSettings: {
            __typename: 'ShopSettingsPayload',
            settings: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'whatsappTemplates[0].name',
                message: 'Use the name approved in WhatsApp Manager (a-z, 0-9 and _).',
                code: 'INVALID',
              },
            ],
          },
        };
      throw new Error(`unexpected ${operationName}`);
    }, calls);
    renderPage(<SettingsPage />, '/admin/settings', link);
    const name = await screen.findByLabelText<HTMLInputElement>('Out for delivery: template');
    expect(name.value).toBe('order_out_for_delivery');
    expect(screen.getByLabelText<HTMLInputElement>('Out for delivery: parameters').value).toBe(
      'FIRST_NAME, ORDER_NUMBER',
    );
    fireEvent.change(name, { target: { value: 'Kadai Out' } });
    fireEvent.change(screen.getByLabelText('Out for delivery: parameters'), { target: { value: 'order_number' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((call) => call.operationName === 'AdminUpdateShopSettings')).toBe(true));
    const sent = calls.find((call) => call.operationName === 'AdminUpdateShopSettings')!.variables as {
      input: { whatsappTemplates: unknown };
    };
    expect(sent.input.whatsappTemplates).toEqual([
      { event: 'OUT_FOR_DELIVERY', name: 'Kadai Out', parameters: ['ORDER_NUMBER'] },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('approved in WhatsApp Manager');
  });
});
