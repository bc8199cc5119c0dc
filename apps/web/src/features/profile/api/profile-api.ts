import type { TPreferences, TUpdatePreferencesRequest } from '@cgx/domain/preferences.schemas';
import type { TProfile, TUpdateProfileRequest } from '@cgx/domain/profile.schemas';
import { api } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;
export const PREFERENCES_QUERY_KEY = ['profile', 'preferences'] as const;

/** PUT /api/profile: the name and mobile, confirmed with the current password. */
export const updateProfile = (body: TUpdateProfileRequest) => api.put<TProfile>('/api/profile', body);

export const fetchPreferences = (signal?: AbortSignal) => api.get<TPreferences>('/api/profile/preferences', { signal });
export const updatePreferences = (body: TUpdatePreferencesRequest) => api.put<TPreferences>('/api/profile/preferences', body);
