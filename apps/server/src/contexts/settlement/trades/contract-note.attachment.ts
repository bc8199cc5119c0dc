import { INT4_MAX } from '@cgx/domain/validation';
import { forbidden } from '../../../lib/errors.ts';
import type { AttachmentKind } from '../../../platform/attachments/index.ts';
import { loadContractNote, renderContractNotePdf } from './contract-note.ts';
import { findTradeParties } from './trade-parties.repository.ts';

type Side = 'buyer' | 'seller';

/**
 * A contract note is its party's only: the buyer's organisation for the buyer's note, the seller's
 * organisation or its agent for the seller's; the exchange's staff may download any. Matching
 * names the path when it sends the note (contractNotePath).
 */
export const contractNoteAttachment: AttachmentKind<{ tradeId: number; side: Side }> = {
  kind: 'contract-note',
  contentType: 'application/pdf',
  parse(reference) {
    const match = /^(\d{1,10})\/(buyer|seller)$/.exec(reference);
    if (!match || Number(match[1]) > INT4_MAX) return null;
    return { tradeId: Number(match[1]), side: match[2] as Side };
  },
  async authorise(context, auth, { tradeId, side }) {
    const trade = await findTradeParties(context.db, tradeId);
    if (!trade) return null;
    const staff = auth.organisation.type === 'exchange' && !auth.impersonating;
    const organisationId = auth.organisation.id;
    const party =
      side === 'buyer'
        ? organisationId === trade.buyerOrganisationId
        : organisationId === trade.sellerOrganisationId || organisationId === trade.agentOrganisationId;
    if (!staff && !party) throw forbidden();
    return `${trade.formattedId} contract note (${side}).pdf`;
  },
  async render(context, { tradeId, side }) {
    const note = await loadContractNote(context.db, tradeId);
    if (!note) throw new Error(`no trade ${tradeId} for its contract note`);
    return renderContractNotePdf(note, side);
  },
};
