import type {
  OnboardingExperienceId,
  OnboardingState,
  TOnboardingExperience,
  TOnboardingExperiences,
} from '@cgx/domain/onboarding.schemas';
import { api, apiRequest } from '../../../lib/api-client';

export const onboardingQueryKey = (userId: number) => ['onboarding', userId] as const;

export const fetchOnboardingExperiences = (signal?: AbortSignal) =>
  api.get<TOnboardingExperiences>('/api/onboarding/experiences', { signal });

export const updateOnboardingExperience = (id: OnboardingExperienceId, state: OnboardingState) =>
  apiRequest<TOnboardingExperience>('PATCH', `/api/onboarding/experiences/${id}`, { body: { state } });
