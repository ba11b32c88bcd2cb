import type { MiddlewareFunction } from 'react-router';
import { NO_STORE_CACHE_CONTROL } from '../shared/constants';
import type { ApiUnavailability } from '../shared/graphql/client';
import { translatorFor } from '../shared/i18n/translations.server';
import { splitLanguagePrefix } from '../shared/routing/language-path';
import { safeLocalPath } from '../shared/routing/safe-path';
import { getServerConfig } from './config.server';
import { type ApiAvailability, apiAvailabilityContext, cspNonceContext } from './request-context.server';

/** When to try again: a starting api is ready in seconds, a hanging one may take longer. */
const RETRY_AFTER_SECONDS: Record<ApiUnavailability, number> = { unreachable: 5, timeout: 30 };

/**
 * A page whose api calls got no answer (the api is starting, down or hanging) is not sent with
 * its sections missing: the shopper gets a 503 page that says so, in the page's language, and
 * that no cache keeps. Client navigations (.data) keep their answer: the app shows its error.
 */
export const apiAvailabilityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const availability: ApiAvailability = {};
  context.set(apiAvailabilityContext, availability);
  const response = await next();
  const url = new URL(request.url);
  if (!availability.problem || url.pathname.endsWith('.data')) return response;
  await response.body?.cancel();
  return apiUnavailablePage(url, availability.problem, context.get(cspNonceContext));
};

export function apiUnavailablePage(
  url: URL,
  problem: ApiUnavailability,
  nonce: string | undefined,
): Response {
  const config = getServerConfig();
  const { language } = splitLanguagePrefix(url.pathname, config);
  const t = translatorFor(language);
  const title = problem === 'unreachable' ? t('unavailable.startingTitle') : t('unavailable.timeoutTitle');
  const message = problem === 'unreachable' ? t('unavailable.starting') : t('unavailable.timeout');
  const again = safeLocalPath(`${url.pathname}${url.search}`);
  const style = nonce
    ? `<style nonce="${escapeHtml(nonce)}">body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;line-height:1.5;color:#222}</style>`
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${config.shopName}`)}</title>
${style}
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(again)}">${escapeHtml(t('unavailable.retry'))}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE_CACHE_CONTROL,
      'Retry-After': String(RETRY_AFTER_SECONDS[problem]),
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
