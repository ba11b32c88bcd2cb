import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Renders its children only in the browser, once the page is hydrated: for lazily loaded parts
 * outside the first screen (forms below the fold), whose script is then no part of the page's first
 * load and can never be used before it has arrived. The fallback keeps their place.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
