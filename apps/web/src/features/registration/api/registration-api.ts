import type {
  TConfirmEmailResponse,
  TParsedRegistration,
  TRegistrationResponse,
  TRegistrationType,
} from '@cgx/domain/registration.schemas';
import { api } from '../../../lib/api-client';

export const registerOrganisation = (type: TRegistrationType, body: TParsedRegistration, source: string | null) =>
  api.post<TRegistrationResponse>(`/api/registrations/${type}`, body, { query: { source }, anonymous: true });

export const confirmEmail = (token: string) =>
  api.post<TConfirmEmailResponse>('/api/registrations/confirm', { token }, { anonymous: true });
