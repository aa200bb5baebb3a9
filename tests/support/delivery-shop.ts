// The delivery tests' shop: the owner's delivery settings they save, and the placeOrder and quote operations they
// send with the delivery fields.

export const SETTINGS_INPUT = {
  zones: [
    {
      id: 'coimbatore-city',
      name: 'Coimbatore city',
      pinPrefixes: ['6410'],
      localDelivery: true,
      minDays: 0,
      maxDays: 0,
      feePaise: 49_00,
      freeAbovePaise: null,
      codAllowed: true,
      perishablesAllowed: true,
    },
    {
      id: 'rest-of-india',
      name: 'Rest of India',
      pinPrefixes: ['1', '2', '3', '4', '5', '6', '7', '8'],
      localDelivery: false,
      minDays: 3,
      maxDays: 6,
      feePaise: 99_00,
      freeAbovePaise: null,
      codAllowed: false,
      perishablesAllowed: false,
    },
  ],
  slots: [
    {
      id: 'standard',
      kind: 'STANDARD',
      label: 'Any time, 09:00–21:00',
      startTime: '09:00',
      endTime: '21:00',
      surchargePaise: 0,
      capacityPerDay: 50,
    },
    {
      id: 'fixed-18-20',
      kind: 'FIXED',
      label: '18:00–20:00',
      startTime: '18:00',
      endTime: '20:00',
      surchargePaise: 75_00,
      capacityPerDay: 10,
    },
    {
      id: 'midnight',
      kind: 'MIDNIGHT',
      label: 'Midnight',
      startTime: '23:00',
      endTime: '23:59',
      surchargePaise: 199_00,
      capacityPerDay: 1,
    },
  ],
  sameDayCutoff: '16:00',
  closedWeekdays: ['SUNDAY'],
  holidays: [{ date: '2026-12-25', name: 'Christmas' }],
  bookingWindowDays: 30,
};

export const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    order { id status delivery { mode date latestDate text slot { id } } recipient { firstName postalCode state landmark }
      address { postalCode state landmark }
      breakdown { shipping { paise } slotSurcharge { paise } total { paise } gst { total { paise } cgst { paise } igst { paise } supply } } }
    quote { canPlace problems { code message } delivery { nextAvailable { date text slot { id } } } }
    userErrors { field code message }
  }
}`;

export const QUOTE = `query Quote($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) {
    canPlace problems { code message }
    breakdown { shipping { paise } slotSurcharge { paise } total { paise } gst { total { paise } cgst { paise } igst { paise } supply } }
    delivery { mode promise { date text slot { id } } earliestDate nextAvailable { date text } }
  }
}`;

export interface PlaceAnswer {
  placeOrder: {
    order: Record<string, any> | null;
    quote: Record<string, any> | null;
    userErrors: { field: string | null; code: string; message: string }[];
  };
}
