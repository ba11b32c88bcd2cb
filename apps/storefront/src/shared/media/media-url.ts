/**
 * Image urls as the browser should load them: relative urls stay same-origin (the storefront
 * server proxies /media/), and absolute urls that point at the api's own origin are made
 * relative too, because that origin is often internal (e.g. http://127.0.0.1:4000).
 */
export function publicMediaUrl(url: string | null | undefined, apiOrigin: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith(`${apiOrigin}/`)) return url.slice(apiOrigin.length);
  return url;
}
