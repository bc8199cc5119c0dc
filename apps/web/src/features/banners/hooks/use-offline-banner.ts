import { useEffect, useReducer } from 'react';
import { offlineBannerVisible, offlineReducer } from '../offline';

export function useOfflineBanner() {
  const [state, dispatch] = useReducer(offlineReducer, undefined, () => ({
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    dismissed: false,
  }));
  useEffect(() => {
    const onOffline = () => dispatch('offline');
    const onOnline = () => dispatch('online');
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return { visible: offlineBannerVisible(state), dismiss: () => dispatch('dismiss') };
}
