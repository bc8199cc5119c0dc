import { PRODUCT_NAME } from '@cgx/domain/constants';
import { formatDay, formatPricePerTonne, formatTonnes } from '@cgx/domain/format';
import { renderEmail, type OutgoingMessage, type Recipient } from '../../../platform/messages/index.ts';

export type TradeFacts = {
  formattedId: string;
  side: 'bought' | 'sold';
  quantity: string;
  gradeName: string;
  commodityName: string;
  locationName: string;
  price: string;
  portEquiv: string | null;
  seasonName: string;
  deliveryPeriodName: string;
  paymentTerms: string;
  paymentDueDate: string | null;
  /** The trade's day in Sydney, 'YYYY-MM-DD'. */
  tradedOn: string;
};

/** One line for the bell and the SMS: the parties stay anonymous to each other. */
export const tradeLine = (facts: TradeFacts) =>
  `Trade ${facts.formattedId}: you ${facts.side} ${formatTonnes(facts.quantity)} mt of ${facts.gradeName} ${facts.commodityName} at ${facts.locationName} for ${formatPricePerTonne(facts.price)}.`;

export function tradeSms(facts: TradeFacts, recipient: Recipient): OutgoingMessage {
  const text = `${PRODUCT_NAME}: ${tradeLine(facts)}`;
  return { type: 'sms', kind: 'trade', body: text, summary: text, recipients: [recipient] };
}

/** The contract note e-mail: the trade's terms as both parties must keep them. */
export function contractNoteEmail(facts: TradeFacts, recipients: Recipient[], tradeId: number): OutgoingMessage {
  const email = renderEmail({
    subject: `Contract note ${facts.formattedId}`,
    heading: `Contract note ${facts.formattedId}`,
    paragraphs: [
      tradeLine(facts),
      `Traded on ${formatDay(facts.tradedOn)}. Season ${facts.seasonName}, delivery ${facts.deliveryPeriodName}.`,
      `Price ${formatPricePerTonne(facts.price)}${facts.portEquiv ? ` (port equivalent ${formatPricePerTonne(facts.portEquiv)})` : ''}.`,
      `Payment: ${facts.paymentTerms}${facts.paymentDueDate ? `, due ${formatDay(facts.paymentDueDate)}` : ''}.`,
      'The contract note is attached as a PDF. The counterparty is not disclosed. The trade is settled through the exchange: title stays with the seller until the buyer pays.',
    ],
  });
  const side = facts.side === 'bought' ? 'buyer' : 'seller';
  return {
    type: 'email',
    kind: 'contract_note',
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients,
    attachments: [
      { filename: `${facts.formattedId} contract note.pdf`, contentType: 'application/pdf', path: contractNotePath(tradeId, side) },
    ],
  };
}

/** A party's contract note as a message attachment, 'contract-note/<tradeId>/<buyer|seller>' (rendered by trades' contract-note kind). */
export const contractNotePath = (tradeId: number, side: 'buyer' | 'seller') => `contract-note/${tradeId}/${side}`;
