import { useEffect, useRef } from 'react';

/** Calls `onLongAbsence` when the tab becomes visible after being hidden for longer than `shouldRun` allows. */
export function useVisibleAfterAbsence(shouldRun: (hiddenAt: number | null, now: number) => boolean, onLongAbsence: () => void): void {
  const latest = useRef({ shouldRun, onLongAbsence });
  useEffect(() => {
    latest.current = { shouldRun, onLongAbsence };
  });
  useEffect(() => {
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (latest.current.shouldRun(hiddenAt, Date.now())) latest.current.onLongAbsence();
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
