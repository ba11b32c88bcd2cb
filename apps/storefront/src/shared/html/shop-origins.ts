/**
 * The origins that count as the shop itself when CMS html links to it: the request's own and the
 * configured public url's (absolute links to them become router links, see rich-text.server.ts).
 */
export function shopOrigins(requestUrl: URL, publicUrl: string | undefined): string[] {
  return [...new Set([requestUrl.origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])])];
}
