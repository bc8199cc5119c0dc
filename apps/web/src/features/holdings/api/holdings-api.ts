import { HOLDINGS_QUERY_KEY } from '../../../lib/shared-query-keys';

export { HOLDINGS_QUERY_KEY };
