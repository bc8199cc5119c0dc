import type { OnboardingExperienceId, OnboardingState, TOnboardingExperiences } from '@cgx/domain/onboarding.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { readOnboardingOffered, writeOnboardingOffered } from '../../../lib/storage';
import { fetchOnboardingExperiences, onboardingQueryKey, updateOnboardingExperience } from '../api/onboarding-api';
import { nextExperience } from '../next-experience';

/** How an experience ends: done, 'don't show again', or closed for now (offered again next time). */
export type OnboardingOutcome = Extract<OnboardingState, 'completed' | 'dismissed' | 'pending'>;
export type ExperienceComponent = ComponentType<{ onFinish: (outcome: OnboardingOutcome) => void }>;

/**
 * spec 000 §4: the experiences load once the session is ready; a pending one starts when none is
 * in progress. The page passes the signed-in user (null until the session is ready) and the
 * experiences it can show; none run while staff impersonate.
 */
export function OnboardingHost({
  userId,
  impersonating,
  experiences,
}: {
  userId: number | null;
  impersonating: boolean;
  experiences: Partial<Record<OnboardingExperienceId, ExperienceComponent>>;
}) {
  const queryClient = useQueryClient();
  const ready = userId !== null && !impersonating;
  const query = useQuery({
    queryKey: onboardingQueryKey(userId ?? 0),
    queryFn: ({ signal }) => fetchOnboardingExperiences(signal),
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Offered in this tab before this page showed: not again. Finished here: not again either.
  const [offeredBefore] = useState(readOnboardingOffered);
  const [finished, setFinished] = useState<OnboardingExperienceId[]>([]);
  const available = Object.keys(experiences) as OnboardingExperienceId[];
  const next = ready && query.data ? nextExperience(query.data.experiences, available, [...offeredBefore, ...finished]) : null;
  const active = next?.id ?? null;

  const store = useCallback(
    (id: OnboardingExperienceId, state: OnboardingState) => {
      queryClient.setQueryData<TOnboardingExperiences>(onboardingQueryKey(userId ?? 0), (data) =>
        data ? { experiences: data.experiences.map((experience) => (experience.id === id ? { ...experience, state } : experience)) } : data,
      );
      void updateOnboardingExperience(id, state).catch(() => {
        // Not stored: the experience is offered again next time, which is harmless.
      });
    },
    [queryClient, userId],
  );

  // Starting is stored on the server and remembered by the tab.
  const starting = next?.start ? next.id : null;
  useEffect(() => {
    if (active && !readOnboardingOffered().includes(active)) writeOnboardingOffered([...readOnboardingOffered(), active]);
    if (starting) store(starting, 'in_progress');
  }, [active, starting, store]);

  if (!ready || !active) return null;
  const Experience = experiences[active];
  if (!Experience) return null;
  return (
    <Experience
      onFinish={(outcome) => {
        store(active, outcome);
        setFinished((ids) => [...ids, active]);
      }}
    />
  );
}
