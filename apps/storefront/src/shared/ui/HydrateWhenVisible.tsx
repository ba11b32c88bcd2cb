import { type ReactNode, Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** How far below the viewport a part starts hydrating, so that it is ready when it scrolls in. */
const AHEAD = '600px';

interface Gate {
  promise: Promise<void>;
  open(): void;
}

/** The gates of the parts still waiting, by their useId (the same on the server and in the browser). */
const gates = new Map<string, Gate>();

function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let open = () => {};
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { promise, open };
    gates.set(id, gate);
  }
  return gate;
}

/** The page was server-rendered and is hydrating now (entry.client.tsx): only then does a part wait. */
function hydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'false';
}

function WaitFor({ id, children }: { id: string; children: ReactNode }) {
  use(gateOf(id).promise);
  return children;
}

/**
 * Server-rendered content below the first screen (a product page's product blocks): hydrating the
 * page leaves its html as the server sent it and hydrates it only when it comes near the viewport,
 * so the page's hydration does less work (issue #16: half of a product page's elements are in its
 * blocks). Rendered in the browser (a client navigation), it shows at once. Its props must not change
 * while it waits (wrap it in memo with stable props): an update would replace the server's html.
 * Context changes other than the router's reach it too: only use it below providers whose value
 * stays as the page hydrated (the shop's do, within a location).
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // A navigation changes the router's context, which would reach the waiting boundary and make the
  // navigation wait for it (or drop its html): the content waits only at the location it was
  // hydrated at, and a navigation replaces the waiting boundary with content rendered in the browser.
  const location = useLocation();
  const [hydratedAt] = useState(() => (hydrating() ? location.key : undefined));
  // The router's state changes as soon as a navigation starts (before its location does). React
  // holds back a transition that reaches a boundary still waiting, so the page would show no
  // loading state until then: once a navigation starts, the content stops waiting for good and is
  // rendered in the browser with that update.
  const navigating = useNavigation().state !== 'idle';
  const [stoppedWaiting, setStoppedWaiting] = useState(false);
  if (navigating && !stoppedWaiting) setStoppedWaiting(true);
  const waits = hydratedAt === location.key && !navigating && !stoppedWaiting;

  useEffect(() => {
    const element = ref.current;
    if (!waits || !element) return;
    const gate = gateOf(id);
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, waits]);

  useEffect(() => () => void gates.delete(id), [id]);

  return (
    <div ref={ref} className="hydrate-when-visible">
      <Suspense key={waits ? 'waiting' : 'rendered'} fallback={null}>
        {waits ? <WaitFor id={id}>{children}</WaitFor> : children}
      </Suspense>
    </div>
  );
}
