import type { TRecordDeliveryRequest, TTradeDeliveries, TTradeDelivery } from '@cgx/domain/igrain-deliveries.schemas';
import { api } from '../../../lib/api-client';

/** Every cached page of the staff's deliveries list starts with this key (under LIST_QUERY_ROOT). */
export const DELIVERIES_QUERY_KEY = ['back-office', 'deliveries'] as const;
export const DELIVERIES_PATH = '/api/back-office/deliveries';
export const DELIVERIES_DOWNLOAD_PATH = '/api/back-office/deliveries/download';

const tradeDeliveriesPath = (tradeId: number | string) => `/api/back-office/trades/igrainx/${tradeId}/deliveries`;

/** One igrainX trade's deliveries and where they stand against quantity ± tolerance. */
export const tradeDeliveriesQueryKey = (tradeId: number | string) => ['back-office', 'trade-deliveries', String(tradeId)] as const;
export const getTradeDeliveries = (tradeId: number | string, signal?: AbortSignal) =>
  api.get<TTradeDeliveries>(tradeDeliveriesPath(tradeId), { signal });

export const recordDelivery = (tradeId: number | string, body: TRecordDeliveryRequest) =>
  api.post<TTradeDelivery>(tradeDeliveriesPath(tradeId), body);

/** The igrainX trade's page, where its deliveries are recorded. */
export const igrainTradePath = (tradeId: number) => `/portal/trades/igrainx/${tradeId}`;
