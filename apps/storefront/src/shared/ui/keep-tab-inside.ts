import type { KeyboardEvent } from 'react';

/**
 * A keydown handler for a drawer or modal dialog: Tab from its last control goes to its first one
 * and Shift+Tab from the first to the last, so keyboard focus stays inside. Other keys
 * pass through.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('input, button, select, textarea, a[href]'),
  ].filter((element) => !element.matches(':disabled'));
  const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1];
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? focusable[focusable.length - 1] : focusable[0])?.focus();
}
