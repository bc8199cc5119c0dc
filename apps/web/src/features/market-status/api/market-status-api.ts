import type { TMarketStatusResponse } from '@cgx/domain/market-hours.schemas';
import { api } from '../../../lib/api-client';

export const MARKET_STATUS_QUERY_KEY = ['market-status'] as const;

/** The status check (also the check on tab refocus): public. */
export const fetchMarketStatus = (signal?: AbortSignal) =>
  api.get<TMarketStatusResponse>('/api/market/status', { signal, anonymous: true });
