import { createContext, useContext } from 'react';
import type { PageTitles } from './page-titles';

/**
 * Every routed portal page's breadcrumb title, given by the route table (app-routes.tsx) to the
 * pages below it, so that no page imports the route table (decision 0232). Without a provider (a
 * page rendered alone in a test) a page's crumb is its own title.
 */
export const PageTitlesContext = createContext<PageTitles>({});

export const usePageTitles = (): PageTitles => useContext(PageTitlesContext);
