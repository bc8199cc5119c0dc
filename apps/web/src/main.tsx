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

preloadLandingPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const status = readServedAppStatus(document);
if (status) queryClient.setQueryData(APP_STATUS_QUERY_KEY, status);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

if (canHydrate(root, window.location, status, readSessionTokens() !== null)) {
  hydratePage(root, app);
} else {
  // A prerendered page React cannot take over as it is gets replaced by the first render.
  window.cgxTakenOver?.();
  createRoot(root).render(app);
}
