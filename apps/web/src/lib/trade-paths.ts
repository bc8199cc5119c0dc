/** A trade's staff pages by market: cgx trades/{id}, igrainX trades/igrainx/{id} (spec 002 §2); linked from several back-office screens. */
export const backOfficeTradePath = (trade: { id: number; market: 'cgx' | 'igrainx' }) =>
  trade.market === 'igrainx' ? `/portal/trades/igrainx/${trade.id}` : `/portal/trades/${trade.id}`;
