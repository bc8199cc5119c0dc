import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import type { FeatureFlags } from '@cgx/domain/roles';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { APP_STATUS_QUERY_KEY } from '../features/app-status/api/use-app-status';

export { FLAG_VARIANTS, PRERENDERED_PATHS } from './pages';

const NO_FLAGS: FeatureFlags = { bidSheets: false, igrainTrade: false, publicAd: false, maintenance: false };

/**
 * The build's prerender (prerender-plugin.ts) runs this in Node: the page at `url` as an anonymous
 * visitor sees it before any data has loaded, with the given flags, lazy pages included. Any
 * error fails the build rather than shipping half a page.
 */
export async function renderPage(url: string, flags: Partial<FeatureFlags>): Promise<string> {
  const featureFlags = { ...NO_FLAGS, ...flags };
  const queryClient = createQueryClient();
  queryClient.setQueryData(APP_STATUS_QUERY_KEY, {
    maintenance: featureFlags.maintenance,
    featureFlags,
    support: { phone: SUPPORT_PHONE, email: SUPPORT_EMAIL },
  });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <App queryClient={queryClient} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />,
    // One document, not a stream: every Suspense boundary inline, none left for a script to reveal.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new Error(`Prerendering ${url} failed`, { cause: errors[0] });
  return Buffer.concat(chunks).toString('utf8');
}
