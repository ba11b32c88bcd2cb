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

/**
 * An image url as the browser loads it, for data fetched in the browser (where the api's origin is
 * unknown): an absolute url of a /media/ path becomes that path, served through the storefront's
 * /media proxy; anything else stays as it is.
 */
export function browserMediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.pathname.startsWith('/media/') ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}
