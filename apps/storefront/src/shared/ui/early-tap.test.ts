// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_TAP_SCRIPT, replayEarlyTap } from './early-tap';

// The head script, run as the browser runs it (it is inline html, not a module).
new Function(EARLY_TAP_SCRIPT)();

function control(name: string) {
  const button = document.createElement('button');
  button.dataset.earlyTap = name;
  const inner = document.createElement('span');
  button.append(inner);
  document.body.append(button);
  return { button, inner };
}

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
  document.earlyTap = undefined;
});

describe('early taps', () => {
  it('clicks once, when live, the last control tapped before hydration started', () => {
    const first = control('menu');
    const second = control('add-to-cart');
    first.button.click();
    second.inner.click();
    const clicked: EventTarget[] = [];
    const note = (event: Event) => event.currentTarget && clicked.push(event.currentTarget);
    second.button.addEventListener('click', note);
    first.button.addEventListener('click', note);
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTap();
    replayEarlyTap();
    expect(clicked).toEqual([second.button]);
  });

  it('leaves a tap alone once hydration has started (React handles it) and taps outside the controls', () => {
    const other = document.createElement('button');
    document.body.append(other);
    other.click();
    expect(document.earlyTap).toBeUndefined();
    const { button } = control('filters');
    document.documentElement.dataset.hydrated = 'false';
    button.click();
    expect(document.earlyTap).toBeUndefined();
  });
});
