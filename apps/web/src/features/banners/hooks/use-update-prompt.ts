import { useEffect, useSyncExternalStore } from 'react';
import { applyUpdate, startServiceWorker, subscribeUpdate, updateReady } from '../service-worker';

/** True once a new version of the app is waiting; `refresh` switches to it. */
export function useUpdatePrompt() {
  useEffect(() => {
    void startServiceWorker();
  }, []);
  const ready = useSyncExternalStore(subscribeUpdate, updateReady, () => false);
  return { ready, refresh: applyUpdate };
}
