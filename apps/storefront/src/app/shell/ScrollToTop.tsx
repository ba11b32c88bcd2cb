import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to top on every navigation (docs/BEHAVIOUR.md#pages-and-routes); links to an anchor (#id) keep theirs. */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the url changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
