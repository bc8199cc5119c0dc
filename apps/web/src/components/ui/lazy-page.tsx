import { type ComponentType, type JSX, lazy, Suspense } from 'react';
import { CenteredLoader } from './centered-loader';

/**
 * A page loaded on demand (React.lazy) behind a spinner, so the first download carries only the
 * page a visitor lands on (issue 4: the home page's initial JavaScript ≤ 200 KiB gzipped).
 * `pick` names the export, since our modules export named components.
 */
export function lazyPage<T, P extends object = object>(load: () => Promise<T>, pick: (module: T) => ComponentType<P>, minHeight = '60vh') {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<CenteredLoader minHeight={minHeight} />}>
        <Page {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  /** Starts the download now (the browser keeps the module), e.g. for the page the visitor landed on. */
  LazyPage.preload = () => void load();
  return LazyPage;
}
