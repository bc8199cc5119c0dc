import type { TMarketStatusResponse } from '@cgx/domain/market-hours.schemas';

/** Test data: both markets with the spec's windows (igrainX's may differ). */
const WINDOWS = [
  { start: '10:00', end: '10:05' },
  { start: '20:30', end: '20:35' },
];

export function marketStatus(cgx: 'open' | 'closed', igrainX: 'open' | 'closed', igrainWindows = WINDOWS): TMarketStatusResponse {
  return {
    cgx,
    igrainX,
    checkedAt: '2026-11-22T00:00:00.000Z',
    markets: [
      { market: 'cgx', status: cgx, forced: false, windows: WINDOWS, windowsMean: 'closed', hoursLabel: '' },
      { market: 'igrainx', status: igrainX, forced: false, windows: igrainWindows, windowsMean: 'closed', hoursLabel: '' },
    ],
  };
}
