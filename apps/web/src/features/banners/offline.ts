/** spec 000 §4, §8: the offline banner shows while offline until dismissed, and again at the next offline event. */
export interface OfflineState {
  offline: boolean;
  dismissed: boolean;
}

export type OfflineEvent = 'offline' | 'online' | 'dismiss';

export function offlineReducer(state: OfflineState, event: OfflineEvent): OfflineState {
  switch (event) {
    case 'offline':
      return { offline: true, dismissed: false };
    case 'online':
      return { offline: false, dismissed: false };
    case 'dismiss':
      return { ...state, dismissed: true };
  }
}

export const offlineBannerVisible = (state: OfflineState): boolean => state.offline && !state.dismissed;
