import { useSession } from '../../../../session/session-context';

/** Signed in for the market pages' link rules (spec 000 §6); a session still loading counts, as in the header. */
export function useSignedIn(): boolean {
  const { status } = useSession();
  return status === 'authenticated' || status === 'loading';
}
