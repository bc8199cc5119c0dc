import {
  ONBOARDING_ROLES,
  type OnboardingExperienceId,
  onboardingExperiencesFor,
  type OnboardingState,
  type TOnboardingExperience,
  type TOnboardingExperiences,
} from '@cgx/domain/onboarding.schemas';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../lib/access.ts';
import { requireRole } from '../../lib/access.ts';
import { readOnboardingStates, writeOnboardingState } from './onboarding.repository.ts';

/** The experiences meant for the caller's role, each with its state (pending until stored otherwise). */
export async function listOnboardingExperiences(context: AppContext, auth: AuthContext): Promise<TOnboardingExperiences> {
  const stored = await readOnboardingStates(context.db, auth.user.id);
  return {
    experiences: onboardingExperiencesFor(auth.user.role).map((id) => ({ id, state: stored.get(id) ?? 'pending' })),
  };
}

/** Moves one of the caller's experiences to a state; an experience not meant for the role is refused. */
export async function updateOnboardingExperience(
  context: AppContext,
  auth: AuthContext,
  id: OnboardingExperienceId,
  state: OnboardingState,
): Promise<TOnboardingExperience> {
  requireRole(auth, ONBOARDING_ROLES[id]);
  await writeOnboardingState(context.db, auth.user.id, id, state, context.clock.now());
  return { id, state };
}
