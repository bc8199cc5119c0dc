import './app/boot/zod-without-eval';
import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydrate, hydratePage } from './app/boot/hydration';
import { readServedAppStatus } from './app/boot/served-app-status';
import { createQueryClient } from './app/query-client';
import { preloadLandingPage } from './app/routes/lazy-pages';
import { APP_STATUS_QUERY_KEY } from './features/app-status/api/use-app-status';
import { readSessionTokens } from './lib/storage';

/** Resolves in the next task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Evaluating the app's modules is one long task already, so the boot's slow steps each come in a
 * task of their own (decision 0124): starting the landing page's chunk, the first read of the
 * browser's storage, and React's takeover.
 */
async function boot(root: HTMLElement) {
  await nextTask();
  preloadLandingPage(window.location.pathname);
  await nextTask();
  const signedIn = readSessionTokens() !== null;
  const status = readServedAppStatus(document);
  await nextTask();

  const queryClient = createQueryClient();
  if (status) queryClient.setQueryData(APP_STATUS_QUERY_KEY, status);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (canHydrate(root, window.location, status, signedIn)) {
    hydratePage(root, app);
  } else {
    // A prerendered page React cannot take over as it is gets replaced by the first render.
    window.cgxTakenOver?.();
    createRoot(root).render(app);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void boot(root);
