import { clearImpersonation } from '../../lib/storage';
import { endImpersonation } from './api/impersonation-api';
import { STAFF_RETURN_PATH } from './impersonation';

/**
 * spec 000 §4 'Exit Impersonation': ends the impersonation session, then closes the window if it
 * was opened for the impersonation, otherwise returns this window to the staff member's own session.
 */
export async function exitImpersonation(): Promise<void> {
  try {
    await endImpersonation();
  } catch {
    // Already ended on the server: it ends here either way.
  }
  clearImpersonation();
  if (window.opener) {
    window.close();
    // A window the browser will not close (it was not opened by script) goes back to staff instead.
    setTimeout(() => window.location.assign(STAFF_RETURN_PATH), 500);
    return;
  }
  window.location.assign(STAFF_RETURN_PATH);
}
