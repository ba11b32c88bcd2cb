/** Magento's {{media url=…}} directive, with or without quotes around the path. */
const MEDIA_DIRECTIVE = /\{\{media\s+url=(?:"([^"]*)"|'([^']*)'|([^\s}]+))\s*\}\}/g;

/** A stored media path as a public url: absolute urls stay, paths get the media base url. */
export function mediaUrl(path: string, mediaBaseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path) || path.startsWith('//')) return path;
  const base = mediaBaseUrl.endsWith('/') ? mediaBaseUrl : `${mediaBaseUrl}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}

/** Content HTML as stored, with {{media url=…}} directives turned into media urls; nothing else changes. */
export function expandMediaDirectives(html: string, mediaBaseUrl: string): string;
export function expandMediaDirectives(html: string | null, mediaBaseUrl: string): string | null;
export function expandMediaDirectives(html: string | null, mediaBaseUrl: string): string | null {
  if (html === null) return null;
  return html.replace(MEDIA_DIRECTIVE, (_directive, double?: string, single?: string, bare?: string) =>
    mediaUrl(double ?? single ?? bare ?? '', mediaBaseUrl),
  );
}

/** The src of the first <img> in the HTML, or null. */
export function firstImageSource(html: string): string | null {
  const match = html.match(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}
