import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isSupportedLanguage, type Language } from '../../config/languages';
import { loadError as deLoadError } from '../locales/de.json';
import { loadError as enLoadError } from '../locales/en.json';
import { loadError as nlLoadError } from '../locales/nl.json';
import { loadCatalogue } from '../shared/i18n/catalogues';
import { isRoutedBy } from '../shared/routing/fixed-routes';

declare global {
  interface Window {
    // React Router's route manifest, set by its manifest script before this one runs.
    __reactRouterManifest?: { routes: Record<string, unknown> };
  }
}

/**
 * The router starts with the routes of this deployment only, as the server's does (deploymentBuild in
 * entry.server.tsx): the manifest file is the build's, with every language prefix, and the router's
 * start (ranking the routes, matching the url against them) grows with their number. Without the
 * page's list of prefixes (a page the root loader failed on) every route stays.
 */
function keepRoutesOfDeployment() {
  const prefixed = document.documentElement.dataset.prefixedLanguages;
  const routes = window.__reactRouterManifest?.routes;
  if (prefixed === undefined || !routes) return;
  const languages = prefixed.split(' ').filter(isSupportedLanguage);
  for (const id of Object.keys(routes)) if (!isRoutedBy(id, languages)) delete routes[id];
}

function hydrate() {
  keepRoutesOfDeployment();
  // 'true' once the root has committed (root.tsx); meanwhile parts below the first screen wait
  // (shared/ui/HydrateWhenVisible.tsx).
  document.documentElement.dataset.hydrated = 'false';
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
// so a slow phone shows the page as soon as its html and styles are there. The frame
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

// The load error's own texts come with this script (a few hundred bytes, the build keeps only these
// keys of each catalogue): the catalogue they would otherwise come from is what did not arrive.
const LOAD_ERROR_TEXTS: Record<Language, typeof deLoadError> = {
  de: deLoadError,
  nl: nlLoadError,
  en: enLoadError,
};

/** The load error bar (as NavigationWatchdog shows it), built without React: nothing is hydrated. */
function showLoadError(language: Language) {
  const texts = LOAD_ERROR_TEXTS[language];
  const bar = document.createElement('div');
  bar.className = 'load-error-bar';
  bar.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = texts.message;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button';
  reload.textContent = texts.reload;
  reload.addEventListener('click', () => window.location.reload());
  bar.append(message, reload);
  document.body.append(bar);
}

// Hydration needs the page language's texts (a file of their own). Without them (not arrived within
// 120 s, or failed) the page stays as the server sent it, readable, its links and forms working as
// plain html, and the load error says that a reload is needed for the rest (docs/BEHAVIOUR.md#limits).
const language = document.documentElement.lang;
if (isSupportedLanguage(language)) {
  loadCatalogue(language).then(hydrateAfterPaint, (error: unknown) => {
    console.error('the page stays without scripts:', error);
    showLoadError(language);
  });
}
