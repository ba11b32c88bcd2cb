import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isSupportedLanguage } from '../../config/languages';
import { loadCatalogue } from '../shared/i18n/catalogues';

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
function hydrateAfterPaint() {
  let started = false;
  const hydrateOnce = () => {
    if (started) return;
    started = true;
    hydrate();
  };
  requestAnimationFrame(() => setTimeout(hydrateOnce, 0));
  setTimeout(hydrateOnce, 200);
}

// Hydration needs the page language's texts (a file of their own). Without them the page stays as
// the server sent it: readable, and its links and forms still work as plain html.
const language = document.documentElement.lang;
if (isSupportedLanguage(language)) {
  loadCatalogue(language).then(hydrateAfterPaint, (error: unknown) =>
    console.error('the page stays without scripts:', error),
  );
}
