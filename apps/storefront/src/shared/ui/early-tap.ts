/**
 * Taps that come before the page's scripts run (on a slow phone the page is painted seconds before
 * it is hydrated) are not lost on the first controls a shopper reaches for: add to cart, the filter
 * button, the menu and mini-cart buttons. Such a control carries `data-early-tap="<name>"`;
 * EARLY_TAP_SCRIPT, inline in the head, notes the last one tapped before hydration starts, and
 * replayEarlyTap clicks it once when the page is live. From the start of hydration on, React itself
 * handles a tap (it hydrates the tapped part first).
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

export const EARLY_TAP_SCRIPT = `document.addEventListener('click',function(e){var d=document;if(d.documentElement.dataset.hydrated)return;var t=e.target&&e.target.closest&&e.target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(t)d.earlyTap=t.getAttribute('${EARLY_TAP_ATTRIBUTE}')},true)`;

declare global {
  interface Document {
    earlyTap?: string | undefined;
  }
}

/** Clicks the control tapped before hydration, once; call when the page has hydrated. */
export function replayEarlyTap(): void {
  const name = document.earlyTap;
  document.earlyTap = undefined;
  if (!name) return;
  const controls = document.querySelectorAll<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`);
  [...controls].find((control) => control.getAttribute(EARLY_TAP_ATTRIBUTE) === name)?.click();
}
