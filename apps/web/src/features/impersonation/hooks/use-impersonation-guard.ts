import { useEffect } from 'react';
import { readImpersonation } from '../../../lib/storage';
import { impersonationMismatch } from '../impersonation';

const reloadWindow = () => window.location.reload();

/** Reloads an impersonation window whose session no longer shows the user it was opened for (spec 000 §4). */
export function useImpersonationGuard(session: { userId: number }, reload: () => void = reloadWindow): void {
  const { userId } = session;
  useEffect(() => {
    const check = () => {
      if (impersonationMismatch(readImpersonation(), { userId })) reload();
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [userId, reload]);
}
