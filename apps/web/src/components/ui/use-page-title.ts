import { useEffect } from 'react';
import { pageTitle } from '../../lib/format';

/** Sets document.title to '<title> | CGX' while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
