/** spec 000 §1: what Clear Settle is, in the words the promotion uses. */
export const CLEAR_SETTLE_PITCH =
  'Clear Settle is our settlement facility: contracts, invoices, payments and statutory disbursements handled for you, with anonymous counterparties for warehouse grain contracts.';

export const CLEAR_SETTLE_POINTS = [
  'Contracts and invoices prepared for every trade',
  'Payments made through the exchange, with the grain title kept until the buyer pays',
  'Statutory levies and disbursements paid on your behalf',
  'Anonymous counterparties for warehouse grain contracts',
] as const;

export const CLEAR_SETTLE_THANKS = 'Thank you for your interest in Clear Settle. One of our team will contact you shortly.';
