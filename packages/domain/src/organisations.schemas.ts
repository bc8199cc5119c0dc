import { z } from 'zod';
import { zQueryId } from './validation.ts';

/**
 * Whether the exchange has checked who an organisation is (spec 002 §4 status labels; decision
 * 0070). Only a verified organisation trades; a new one starts pending.
 */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'flagged'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ZOrganisationParams = z.object({ organisationId: zQueryId });

/** POST /api/organisations/:organisationId/verification (staff): the exchange's finding. */
export const ZSetVerificationRequest = z.object({
  status: z.enum(['verified', 'flagged'], { error: 'Choose verified or flagged' }),
});
export type TSetVerificationRequest = z.infer<typeof ZSetVerificationRequest>;

export const ZOrganisationVerification = z.object({
  id: z.number(),
  tradingName: z.string(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  verificationChangedAt: z.string().nullable(),
  /** Flagging ends the organisation's live orders: how many bids and offers were cancelled. */
  cancelledOrders: z.number(),
});
export type TOrganisationVerification = z.infer<typeof ZOrganisationVerification>;
