import { MSG } from '@cgx/domain/messages';
import type { TVerificationStatus } from '@cgx/domain/organisations.schemas';
import { forbidden } from '../../../lib/errors.ts';

/**
 * The gate of every order a caller places or changes (decision 0070): its organisation must be
 * one the exchange has verified. A pending organisation is told whom to call; a flagged one too,
 * without being told what was found.
 */
export function requireVerifiedToTrade(organisation: { verificationStatus: TVerificationStatus }): void {
  if (organisation.verificationStatus === 'verified') return;
  throw forbidden(organisation.verificationStatus === 'flagged' ? MSG.organisationFlagged : MSG.organisationAwaitingVerification);
}

/** An agent's orders are its client's: the client grower's organisation must be verified as well. */
export function requireClientVerifiedToTrade(client: { verificationStatus: TVerificationStatus }): void {
  if (client.verificationStatus !== 'verified') throw forbidden(MSG.clientAwaitingVerification);
}
