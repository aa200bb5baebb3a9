// What the product page's "Check delivery" shows for a PIN, as plain data the view reads (the query's answer is
// mapped onto it in use-delivery-check.ts).

export interface DeliveryAnswerSlot {
  name: string;
  startsAt: string | null;
  endsAt: string | null;
}

export interface DeliveryAnswer {
  pin: string;
  /** The place the PIN belongs to ("Coimbatore, Tamil Nadu"), when the directory knows it. */
  city: string | null;
  state: string | null;
  deliverable: boolean;
  /** Why it cannot be delivered there, or a note about this product at that PIN. */
  message: string | null;
  /** The earliest delivery day (YYYY-MM-DD), and for courier delivery the last day of its range. */
  earliestDate: string | null;
  latestDate: string | null;
  /** The moment an order must be placed by to get the earliest date (an ISO instant), when there is one. */
  orderBy: string | null;
  slots: DeliveryAnswerSlot[];
  codAvailable: boolean;
}
