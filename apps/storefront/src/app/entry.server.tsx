import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider, ServerBuild } from 'react-router';
import { ServerRouter } from 'react-router';
import { DOCUMENT_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '../shared/constants';
// Every language's texts, for the server's renders.
import '../shared/i18n/translations.server';
import { isRoutedBy, prefixedLanguagesOf } from '../shared/routing/fixed-routes';
import type { LanguageSettings } from '../shared/routing/language-path';
import { serverLogger } from './config.server';
import { CspNonceContext } from './csp-nonce';
import { cspNonceContext, requestObservationContext } from './request-context.server';
import { startScriptsAfterFirstPaint } from './script-preloads.server';

// …and these for every request: security headers, the load context, the request-target checks.
export { mediaProxyPath } from '../shared/http/media-proxy-path';
export { cleanRequestTarget } from '../shared/http/request-target';
// server.mjs calls this before listening, so a bad configuration stops the start with one line.
export { getLoadedConfig as getStorefrontConfig, logServerTo } from './config.server';
export { requestContext } from './request-context.server';
export { responseSecurityHeaders } from './response-headers.server';

/**
 * The server build with the routes of a deployment's router only (isRoutedBy): server.mjs serves this
 * one, and the browser's router leaves out the same routes (entry.client.tsx).
 */
export function deploymentBuild(build: ServerBuild, settings: LanguageSettings): ServerBuild {
  const prefixed = prefixedLanguagesOf(settings);
  function routed<Route>(routes: Record<string, Route>) {
    return Object.fromEntries(Object.entries(routes).filter(([id]) => isRoutedBy(id, prefixed)));
  }
  return {
    ...build,
    routes: routed(build.routes),
    assets: { ...build.assets, routes: routed(build.assets.routes) },
  };
}

export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who went away mid-request is not an error of ours.
  if (request.signal.aborted) return;
  serverLogger().error(`${request.method} ${new URL(request.url).pathname} failed`, error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  applyCachePolicy(responseStatusCode, responseHeaders);
  const observation = loadContext.get(requestObservationContext);
  if (observation) observation.routeType = routeTypeOf(routerContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let statusCode = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // The inline scripts of React and React Router carry the nonce of the response's CSP.
    const nonce = loadContext.get(cspNonceContext);
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        // React moves a finished Suspense boundary out of the html's flow (into a hidden element at
        // the end, shown by an inline script with reveals 300 ms apart) once 12.8 KB went before it:
        // meant for slow streams, but our html is ready at once, so the product blocks and the cards
        // of a listing (boundaries of HydrateWhenVisible) would appear late and move the page. Every
        // finished boundary stays in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(startScriptsAfterFirstPaint(nonce)).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          applyCachePolicy(statusCode, responseHeaders);
          // Errors before the shell reject above and are logged by handleError.
          if (shellRendered) serverLogger().error('streaming render failed', error);
        },
      },
    );
  });
}

/**
 * A document is never kept by shared caches, whatever its route's headers say (those apply to its
 * page data, which carries no script): its inline scripts run by this response's nonce, which a
 * CDN would hand to every visitor (docs/SECURITY.md). A failure is never kept at all.
 */
function applyCachePolicy(status: number, headers: Headers): void {
  headers.set('Cache-Control', status >= 500 ? NO_STORE_CACHE_CONTROL : DOCUMENT_CACHE_CONTROL);
}

/** The metrics' name of a rendered page: its route's, or for the catch-all the type of page it found. */
function routeTypeOf(routerContext: EntryContext): string {
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const id = matches.at(-1)?.route.id;
  if (!id) return 'unknown';
  const page = (loaderData[id] as { page?: unknown } | undefined)?.page;
  if (id.endsWith('catch-all') && typeof page === 'string') return page;
  return id.replace(/^routes\//, '');
}
