import type { TClearSettleInterest } from '@cgx/domain/onboarding.schemas';
import { api } from '../../../lib/api-client';

export const registerClearSettleInterest = (comment?: string) =>
  api.post<TClearSettleInterest>('/api/clear-settle/interest', comment ? { comment } : {});
