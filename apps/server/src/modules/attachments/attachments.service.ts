import { INT4_MAX } from '@cgx/domain/validation';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../lib/access.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { type RenderedAttachment, renderAttachment } from '../messages/attachments.ts';
import { findTradeParties } from './attachments.repository.ts';

/** 'contract-note/<tradeId>/<side>': the references messages store (modules/messages/attachments.ts). */
export const ATTACHMENT_PATH = /^contract-note\/(\d{1,10})\/(buyer|seller)$/;

/**
 * spec 000 §2.2 'download-attachment': renders an attachment for a caller who may see it. A
 * contract note is its party's only: the buyer's organisation for the buyer's note, the seller's
 * organisation or its agent for the seller's; the exchange's staff may download any.
 */
export async function downloadAttachment(context: AppContext, auth: AuthContext, path: string): Promise<RenderedAttachment> {
  const match = ATTACHMENT_PATH.exec(path);
  if (!match) throw notFound();
  const tradeId = Number(match[1]);
  if (tradeId > INT4_MAX) throw notFound();
  const side = match[2] as 'buyer' | 'seller';
  const trade = await findTradeParties(context.db, tradeId);
  if (!trade) throw notFound();
  const staff = auth.organisation.type === 'exchange' && !auth.impersonating;
  const organisationId = auth.organisation.id;
  const party =
    side === 'buyer'
      ? organisationId === trade.buyerOrganisationId
      : organisationId === trade.sellerOrganisationId || organisationId === trade.agentOrganisationId;
  if (!staff && !party) throw forbidden();
  return renderAttachment(context, {
    path,
    filename: `${trade.formattedId} contract note (${side}).pdf`,
    contentType: 'application/pdf',
  });
}
