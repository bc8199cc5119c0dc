import type {
  TCreateCgxTradeRequest,
  TCreateIgrainTradeRequest,
  TCreateMultipleTradesRequest,
  TSellerFarmGrain,
  TSellerHolding,
  TTradeCreated,
  TTradeParty,
  TTradesCreated,
} from '@cgx/domain/trade-creation.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** spec 002 §2 trades/create (decision 0183): staff record trades agreed off-screen. */
const BASE = '/api/back-office/trades';
export const TRADE_CREATION_QUERY_KEY = ['back-office', 'trade-creation'] as const;

export const createCgxTrade = (body: TCreateCgxTradeRequest) => api.post<TTradeCreated>(`${BASE}/cgx`, body);
export const createIgrainTrade = (body: TCreateIgrainTradeRequest) => api.post<TTradeCreated>(`${BASE}/igrainx`, body);
export const createMultipleTrades = (body: TCreateMultipleTradesRequest) => api.post<TTradesCreated>(`${BASE}/multiple`, body);

/** The organisations a trade may name on one side: active and verified, by name. */
export const useTradeParties = (market: 'cgx' | 'igrainx', side: 'seller' | 'buyer') =>
  useQuery({
    queryKey: [...TRADE_CREATION_QUERY_KEY, 'parties', market, side],
    queryFn: ({ signal }) => api.get<TTradeParty[]>(`${BASE}/create/parties`, { signal, query: { market, side } }),
    staleTime: 60_000,
  });

/** The seller's holdings with the tonnes still available (cgx); asked again whenever opened, as trades commit them. */
export const useSellerHoldings = (organisationId: string) =>
  useQuery({
    queryKey: [...TRADE_CREATION_QUERY_KEY, 'holdings', organisationId],
    queryFn: ({ signal }) => api.get<TSellerHolding[]>(`${BASE}/create/holdings`, { signal, query: { organisationId } }),
    enabled: organisationId !== '',
  });

/** The seller's grain declared on farm with the tonnes still unsold (igrainX). */
export const useSellerFarmGrain = (organisationId: string) =>
  useQuery({
    queryKey: [...TRADE_CREATION_QUERY_KEY, 'farm-grain', organisationId],
    queryFn: ({ signal }) => api.get<TSellerFarmGrain[]>(`${BASE}/create/farm-grain`, { signal, query: { organisationId } }),
    enabled: organisationId !== '',
  });
