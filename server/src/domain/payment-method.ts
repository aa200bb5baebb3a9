/** How a shopper pays for an order: cash on delivery or online. A module of its own, below pricing and statuses. */
export type PaymentMethod = 'COD' | 'ONLINE';
