import type { TContactRequest } from '@cgx/domain/contact.schemas';
import { api } from '../../../lib/api-client';

/** POST /api/contact: 204 when the message is on its way to the exchange. */
export const sendContactMessage = (body: TContactRequest) => api.post<void>('/api/contact', body, { anonymous: true });
