import { type RefObject, useEffect, useState } from 'react';

/** How far below the viewport a part counts as near, so that it is ready when it scrolls in. */
const AHEAD = '600px';

/**
 * Calls `onNear` once when `element` comes near the viewport (at once where the browser cannot
 * tell). Returns the cleanup.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `0px 0px ${AHEAD} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Whether the element of `ref` has come near the viewport (false on the server); stays true. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNearViewport(element, () => setNear(true));
  }, [ref, near]);
  return near;
}
