import { type ReactNode, Suspense, use, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { type NavigateFunction, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { whenNearViewport } from './near-viewport';

/**
 * When an island's content hydrates: `visible` when it comes near the viewport, `idle` when the
 * browser has nothing else to do (or after a few seconds), `interaction` when the pointer is over it,
 * it is touched or it gets the focus (static until then: its links still lead on, see below). An
 * interaction hydrates every island, whatever else it waits for: a tap that comes before its
 * visibility is reported must not reach content React cannot answer yet.
 */
export type HydrateOn = 'visible' | 'idle' | 'interaction';

/** Events after which an island hydrates (before the click that follows them). */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
/** An `idle` island hydrates after this at the latest, for browsers without requestIdleCallback. */
const IDLE_AT_LATEST_MS = 4000;

interface Gate {
  promise: Promise<void>;
  open(): void;
  /** Set once the content has hydrated (its html is React's from then on). */
  hydrated?: boolean;
}

/** The gates of the parts still waiting, by their useId (the same on the server and in the browser). */
const gates = new Map<string, Gate>();

function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve = () => {};
    const promise: Promise<void> & { status?: 'fulfilled'; value?: undefined } = new Promise<void>((done) => {
      resolve = done;
    });
    // Marked as React marks a promise it has seen settle, so that `use` reads it at once: a click
    // right after the gate opened can then hydrate the content there and then (React hydrates the
    // part an event reaches first), instead of meeting content that still waits.
    const open = () => {
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    };
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
  return (
    <>
      {children}
      <MarkHydrated id={id} />
    </>
  );
}

function MarkHydrated({ id }: { id: string }) {
  useLayoutEffect(() => {
    gateOf(id).hydrated = true;
  }, [id]);
  return null;
}

/**
 * Server-rendered content below the first screen (a product page's product blocks): hydrating the
 * page leaves its html as the server sent it and hydrates it only when it comes near the viewport.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  return (
    <Island hydrateOn="visible" className="hydrate-when-visible">
      {children}
    </Island>
  );
}

/**
 * An island (docs/ARCHITECTURE.md#what-a-page-loads-first): server-rendered content that the page's
 * hydration leaves as the server sent it, and that hydrates only when `hydrateOn` says, so that a
 * phone's first seconds go to what a shopper can touch. Rendered in the browser (a client
 * navigation), it shows at once. Until it hydrates, a click on an internal link inside it navigates
 * through the router, as a Link would.
 *
 * What may sit inside: content whose html does not depend on browser state (no stored cart, no
 * choices), since it is not rendered again while it waits. Its props must not change while it waits
 * (wrap it in memo with stable props, such as the loader's data): an update would replace the
 * server's html. Context changes other than the router's reach it too: only use it below providers
 * whose value stays as the page hydrated (the shop's do, within a location).
 */
export function Island({
  children,
  hydrateOn,
  className = 'island',
  area,
}: {
  children: ReactNode;
  hydrateOn: HydrateOn;
  className?: string;
  /**
   * A selector of the ancestor whose interaction or visibility hydrates it (default: its own
   * wrapper). For `interaction`: React computes pointer enter and leave from the elements it has
   * hydrated, so a dropdown must be live before the pointer moves from its opener into it. For
   * `visible`: the wrapper itself has no box (`display: contents`) whose visibility the browser
   * could report.
   */
  area?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // A navigation changes the router's context, which would reach the waiting boundary and make the
  // navigation wait for it (or drop its html): the content waits only at the location it was
  // hydrated at, and a navigation replaces the waiting boundary with content rendered in the browser.
  const location = useLocation();
  // A route rendered in the browser only (clientLoader.hydrate) hydrates its fallback, without its
  // data, and then shows the page once its client loader has answered: an update an island still
  // waiting (for an interaction that may never come) would hold back for good. There nothing waits.
  const pageDataArrived = useMatches().every((match) => match.data !== undefined);
  const [hydratedAt] = useState(() => (hydrating() && pageDataArrived ? location.key : undefined));
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
    const trigger = (area && element.closest<HTMLElement>(area)) || element;
    return waitForTrigger(element, trigger, hydrateOn, gateOf(id), navigate);
  }, [id, waits, hydrateOn, area, navigate]);

  useEffect(() => () => void gates.delete(id), [id]);

  return (
    <div ref={ref} className={className}>
      <Suspense key={waits ? 'waiting' : 'rendered'} fallback={null}>
        {waits ? <WaitFor id={id}>{children}</WaitFor> : children}
      </Suspense>
    </div>
  );
}

/**
 * The islands still waiting, each with its wrapper (a navigation's links inside it), the area whose
 * interaction opens it and its gate. One listener per event type at the window serves them all: a
 * page has dozens of islands (a listing's cards), each of them with listeners of its own made the
 * effects after hydration longer.
 */
interface Waiting {
  element: HTMLElement;
  gate: Gate;
  navigate: NavigateFunction;
  /** Undefined once it has been opened (its links are followed until it has hydrated). */
  openOn?: { area: HTMLElement; open(): void } | undefined;
}
const waiting = new Set<Waiting>();

/**
 * Until an island's content has hydrated, a click on an internal link inside it navigates through
 * the router. React stops a click on content that waits to hydrate at the document, in its capture
 * phase (it tries to hydrate that content first), so the listener is the window's, which comes before.
 */
function followLinkWhileWaiting(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const entry of waiting) {
    if (entry.gate.hydrated || !entry.element.contains(target)) continue;
    const path = internalPath(event);
    if (path === undefined) return;
    event.preventDefault();
    entry.navigate(path);
    return;
  }
}

/**
 * Opens the islands an interaction reaches. At the window, in the capture phase: React stops these
 * events at the document when they reach content that waits to hydrate.
 */
function openIfInside(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const entry of [...waiting]) if (entry.openOn?.area.contains(target)) entry.openOn.open();
}

function startListening() {
  window.addEventListener('click', followLinkWhileWaiting, true);
  for (const type of INTERACTION_EVENTS)
    window.addEventListener(type, openIfInside, { capture: true, passive: true });
}

function stopListening() {
  window.removeEventListener('click', followLinkWhileWaiting, true);
  for (const type of INTERACTION_EVENTS) window.removeEventListener(type, openIfInside, { capture: true });
}

/** Opens the gate when `hydrateOn` says, and follows links until it has hydrated. Returns the cleanup. */
function waitForTrigger(
  element: HTMLElement,
  area: HTMLElement,
  hydrateOn: HydrateOn,
  gate: Gate,
  navigate: NavigateFunction,
): () => void {
  const cleanups: (() => void)[] = [];
  const entry: Waiting = { element, gate, navigate };
  const openOnce = () => {
    entry.openOn = undefined;
    for (const cleanup of cleanups.splice(0)) cleanup();
    gate.open();
  };
  entry.openOn = { area, open: openOnce };
  if (waiting.size === 0) startListening();
  waiting.add(entry);
  if (hydrateOn === 'visible') {
    cleanups.push(whenNearViewport(area, openOnce));
  } else if (hydrateOn === 'idle') {
    const timer = setTimeout(openOnce, IDLE_AT_LATEST_MS);
    cleanups.push(() => clearTimeout(timer));
    if (typeof requestIdleCallback !== 'undefined') {
      const idle = requestIdleCallback(openOnce, { timeout: IDLE_AT_LATEST_MS });
      cleanups.push(() => cancelIdleCallback(idle));
    }
  }
  return () => {
    entry.openOn = undefined;
    for (const cleanup of cleanups.splice(0)) cleanup();
    waiting.delete(entry);
    if (waiting.size === 0) stopListening();
  };
}

/** The path of a plain click on a same-origin link that the page would follow, else undefined. */
function internalPath(event: MouseEvent): string | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download'))
    return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname + url.search + url.hash;
}
