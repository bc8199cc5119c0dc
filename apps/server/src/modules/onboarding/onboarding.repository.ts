import type { OnboardingExperienceId, OnboardingState } from '@cgx/domain/onboarding.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onboardingExperiences } from '../../db/schema/onboarding.ts';

/** The stored states of a user's experiences; an experience without a row is pending. */
export async function readOnboardingStates(db: Db, userId: number): Promise<Map<string, OnboardingState>> {
  const rows = await db
    .select({ experienceId: onboardingExperiences.experienceId, state: onboardingExperiences.state })
    .from(onboardingExperiences)
    .where(eq(onboardingExperiences.userId, userId));
  return new Map(rows.map((row) => [row.experienceId, row.state]));
}

export async function writeOnboardingState(
  db: Db,
  userId: number,
  experienceId: OnboardingExperienceId,
  state: OnboardingState,
  now: Date,
) {
  await db
    .insert(onboardingExperiences)
    .values({ userId, experienceId, state, updatedAt: now })
    .onConflictDoUpdate({ target: [onboardingExperiences.userId, onboardingExperiences.experienceId], set: { state, updatedAt: now } });
}
