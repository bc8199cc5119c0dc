import type { TTradeInvoices } from '@cgx/domain/invoices.schemas';
import { api } from '../../../lib/api-client';

/** Every cached page of the member's invoices starts with this key (under LIST_QUERY_ROOT, which a notification refreshes). */
export const INVOICES_QUERY_KEY = ['invoices'] as const;
export const INVOICES_PATH = '/api/invoices';

/** Staff: one trade's invoices, voided ones too. */
export const tradeInvoicesQueryKey = (tradeId: number | string) => ['back-office', 'trade-invoices', String(tradeId)] as const;
export const getTradeInvoices = (tradeId: number | string, signal?: AbortSignal) =>
  api.get<TTradeInvoices>(`/api/back-office/trades/${tradeId}/invoices`, { signal });
