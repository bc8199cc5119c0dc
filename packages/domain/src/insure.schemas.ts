import { z } from 'zod';
import { IGRAIN_VERIFICATION_FEE } from './constants.ts';

/**
 * igrainX insure (spec 001 §1, §7; decision 0169): a grower organisation's subscription, which its
 * agent invites it to take out by the 'subscription link'. The premium is charged with settlement:
 * only the verification fee, charged first, is known here.
 */
export const INSURE_VERIFICATION_FEE: string = IGRAIN_VERIFICATION_FEE;

export const INSURE_STATUSES = ['none', 'invited', 'active'] as const;
export type TInsureStatus = (typeof INSURE_STATUSES)[number];

/** GET and POST /api/insure/subscription (Grower): the caller organisation's subscription. */
export const ZInsureSubscription = z.object({
  status: z.enum(INSURE_STATUSES),
  activatedAt: z.string().nullable(),
});
export type TInsureSubscription = z.infer<typeof ZInsureSubscription>;

/** POST /api/insure/subscription: the grower takes out igrainX insure, accepting its terms. */
export const ZSubscribeRequest = z.object({
  acceptTerms: z.literal(true, { error: 'Required' }),
});
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

/** POST /api/authorisations/:authorisationId/subscription-link (Agent): where the link was sent. */
export const ZSubscriptionLinkSent = z.object({ sentTo: z.string() });
export type TSubscriptionLinkSent = z.infer<typeof ZSubscriptionLinkSent>;
