import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's html is the whole page: the browser paints it before hydration takes the main thread,
// so a slow phone shows the page as soon as its html and styles are there (issue #16). The frame
// callback runs before the next paint and the timer after it; a hidden tab paints no frames, so a
// timer starts hydration there.
let started = false;
function hydrateOnce() {
  if (started) return;
  started = true;
  hydrate();
}
requestAnimationFrame(() => setTimeout(hydrateOnce, 0));
setTimeout(hydrateOnce, 200);
