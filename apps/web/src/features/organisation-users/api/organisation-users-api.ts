import type { TInviteUserRequest, TOrganisationUser } from '@cgx/domain/organisation-users.schemas';
import { api } from '../../../lib/api-client';

/** Every cached page of the organisation's users starts with this key: invalidate it after an invitation. */
export const ORGANISATION_USERS_QUERY_KEY = ['organisation-users'] as const;
export const ORGANISATION_USERS_PATH = '/api/organisation/users';

/** POST /api/organisation/users: the administrator invites a colleague (201 with the new user). */
export const inviteUser = (body: TInviteUserRequest) => api.post<TOrganisationUser>(ORGANISATION_USERS_PATH, body);
