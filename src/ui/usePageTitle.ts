import { useEffect } from 'react';
import { documentTitle } from '../config/product';

let own: string | null = null;

/**
 * The title the current page gave itself (a scenario's own title), if any. The layout writes the
 * route table's title after the page's effects have run (a parent's effects run after its children's):
 * it asks this first so that it does not overwrite the page's.
 */
export const pageOwnTitle = () => own;

/** The tab's title for a page titled by what it shows; `undefined` keeps the route table's. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    own = title;
    document.title = documentTitle(title);
    return () => {
      own = null;
    };
  }, [title]);
}
