import type { OnboardingExperienceId, TOnboardingExperience } from '@cgx/domain/onboarding.schemas';

export interface NextExperience {
  id: OnboardingExperienceId;
  /** true: a pending one starts now (stored as in progress); false: one left in progress resumes. */
  start: boolean;
}

/**
 * spec 000 §4: 'A pending one starts when none is in progress.' Only experiences this view can show
 * (`available`) are started or resumed, and each at most once per tab (`offered`), so closing one
 * without finishing it does not bring it straight back.
 */
export function nextExperience(
  experiences: readonly TOnboardingExperience[],
  available: readonly OnboardingExperienceId[],
  offered: readonly string[],
): NextExperience | null {
  const inProgress = experiences.find((experience) => experience.state === 'in_progress');
  if (inProgress) {
    return available.includes(inProgress.id) && !offered.includes(inProgress.id) ? { id: inProgress.id, start: false } : null;
  }
  const pending = experiences.find(
    (experience) => experience.state === 'pending' && available.includes(experience.id) && !offered.includes(experience.id),
  );
  return pending ? { id: pending.id, start: true } : null;
}
