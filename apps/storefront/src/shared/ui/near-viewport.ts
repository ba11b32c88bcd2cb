import { type RefObject, useEffect, useState } from 'react';

/** How far below the viewport a part counts as near, so that it is ready when it scrolls in. */
const AHEAD = '600px';
/**
 * Everything above the viewport counts as near too (a margin longer than any page): a jump that
 * passes over a part in one step (an anchor, a restored scroll position, the End key where
 * scrolling is not animated) takes it from below the viewport to above it without ever crossing
 * it, which the observer does not report, and the part would wait until scrolled back to.
 */
const BEHIND = '1000000px';

/** What waits for each observed element to come near: one observer serves every element of a page. */
const waitingFor = new Map<Element, Set<() => void>>();
let observer: IntersectionObserver | undefined;

function reportNear(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const callbacks = waitingFor.get(entry.target);
    if (!entry.isIntersecting || !callbacks) continue;
    waitingFor.delete(entry.target);
    observer?.unobserve(entry.target);
    for (const callback of callbacks) callback();
  }
}

/**
 * Calls `onNear` once when `element` comes near the viewport or has been scrolled past (at once
 * where the browser cannot tell). Returns the cleanup.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  observer ??= new IntersectionObserver(reportNear, { rootMargin: `${BEHIND} 0px ${AHEAD} 0px` });
  let callbacks = waitingFor.get(element);
  if (!callbacks) {
    callbacks = new Set();
    waitingFor.set(element, callbacks);
    observer.observe(element);
  }
  // A callback of its own, so that the same function given twice is forgotten once per cleanup.
  const callback = () => onNear();
  callbacks.add(callback);
  return () => {
    if (!callbacks.delete(callback) || callbacks.size > 0 || waitingFor.get(element) !== callbacks) return;
    waitingFor.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Whether the element of `ref` has come near the viewport (false on the server); stays true. Before
 * the shopper has scrolled, only in it: what waits for this is read and rendered in the browser, new
 * DOM that a part just below a short page's first screen would otherwise build while the page loads.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let stopWaitingForScroll = () => {};
    const stopWatching = whenNearViewport(element, () => {
      if (window.scrollY > 0 || element.getBoundingClientRect().top < window.innerHeight) {
        setNear(true);
        return;
      }
      const onScroll = () => setNear(true);
      window.addEventListener('scroll', onScroll, { once: true, passive: true });
      stopWaitingForScroll = () => window.removeEventListener('scroll', onScroll);
    });
    return () => {
      stopWatching();
      stopWaitingForScroll();
    };
  }, [ref, near]);
  return near;
}
