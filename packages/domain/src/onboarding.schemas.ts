import { z } from 'zod';
import { MSG } from './messages.ts';
import { zPlainText } from './validation.ts';
import type { Role } from './roles.ts';

/** spec 000 §3 'Onboarding experience': an id and a state; known ids commentary and clear-settle-modal. */
export const ONBOARDING_EXPERIENCES = ['clear-settle-modal', 'commentary'] as const;
export type OnboardingExperienceId = (typeof ONBOARDING_EXPERIENCES)[number];

/**
 * pending → in_progress → completed (the user went through it) or dismissed ('don't show again').
 * An experience closed without either goes back to pending and is offered again at the next sign-in.
 */
export const ONBOARDING_STATES = ['pending', 'in_progress', 'completed', 'dismissed'] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

/** Who each experience is for: Clear Settle settles trades, so its offer goes to the trading roles. */
export const ONBOARDING_ROLES: Record<OnboardingExperienceId, readonly Role[]> = {
  'clear-settle-modal': ['Grower', 'Trader', 'Agent'],
  commentary: ['Grower', 'Trader', 'Agent', 'Analyst'],
};

export const onboardingExperiencesFor = (role: Role): OnboardingExperienceId[] =>
  ONBOARDING_EXPERIENCES.filter((id) => ONBOARDING_ROLES[id].includes(role));

export const ZOnboardingExperience = z.object({ id: z.enum(ONBOARDING_EXPERIENCES), state: z.enum(ONBOARDING_STATES) });
export type TOnboardingExperience = z.infer<typeof ZOnboardingExperience>;

export const ZOnboardingExperiences = z.object({ experiences: z.array(ZOnboardingExperience) });
export type TOnboardingExperiences = z.infer<typeof ZOnboardingExperiences>;

export const ZOnboardingParams = z.object({ experienceId: z.enum(ONBOARDING_EXPERIENCES) });

export const ZUpdateOnboardingRequest = z.strictObject({
  state: z.enum(ONBOARDING_STATES, {
    error: (issue) => (issue.input === undefined ? MSG.required : 'Must be one of pending, in_progress, completed or dismissed'),
  }),
});
export type TUpdateOnboardingRequest = z.infer<typeof ZUpdateOnboardingRequest>;

/** Clear Settle's register-interest answer: when it was first registered. */
export const ZClearSettleInterest = z.object({ registeredAt: z.string(), alreadyRegistered: z.boolean() });
export type TClearSettleInterest = z.infer<typeof ZClearSettleInterest>;

/** The register-interest call may carry a short note for the staff member who calls back. */
export const ZRegisterClearSettleInterestRequest = z.strictObject({ comment: zPlainText(1000, 'many').optional() }).optional();
