// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './near-viewport';

/** An IntersectionObserver that reports what the test says: the browser's own is not in jsdom. */
let reportNear: () => void = () => {};
class Observer {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    reportNear = () =>
      this.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  unobserve() {}
  disconnect() {}
}

function Part() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return <div ref={place}>{near ? 'near' : 'waiting'}</div>;
}

/** The part's top, as the layout would place it (jsdom lays out nothing). */
function placePartAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('innerHeight', 844);
  vi.stubGlobal('scrollY', 0);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useNearViewport', () => {
  it('is near at once when the part is in the first screen', () => {
    placePartAt(600);
    render(<Part />);
    act(() => reportNear());
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('below the first screen of a page not scrolled yet, waits for the first scroll', () => {
    placePartAt(1400);
    render(<Part />);
    act(() => reportNear());
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('once the shopper has scrolled, near is near: within the margin below the viewport', () => {
    placePartAt(1400);
    vi.stubGlobal('scrollY', 300);
    render(<Part />);
    act(() => reportNear());
    expect(screen.getByText('near')).toBeTruthy();
  });
});
