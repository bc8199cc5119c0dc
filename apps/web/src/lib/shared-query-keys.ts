/**
 * The cache keys one feature's screens refresh for another's (decision 0232): an offer placed from
 * a holding, a farm grain declaration or a client's grain changes those lists. Each feature's own
 * keys stay in its api file; only keys read across features live here.
 */

/** Every cached page of holdings starts with this key (under the lists' root: a trade or a cancelled offer refreshes it). */
export const HOLDINGS_QUERY_KEY = ['holdings'] as const;

/** Every cached page of declared grain starts with this key (under the lists' root). */
export const FARM_GRAIN_QUERY_KEY = ['farm-grain'] as const;

/** Every cached page of the agent's clients starts with this key (under the lists' root). */
export const CLIENTS_QUERY_KEY = ['authorisations'] as const;
