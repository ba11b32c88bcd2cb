import { redirect } from 'react-router';

// Every redirect and internal link the shop builds from something it was given (a url path, a
// CMS link, a return url) goes through here, so that none of them leaves the shop's origin.

/** Stand-in origin for resolving a target: what resolves elsewhere was not a path of ours. */
const OWN_ORIGIN = 'http://shop.invalid';

/**
 * Leading slashes and backslashes, also percent-encoded, and the controls and spaces url parsers
 * skip: "//evil.example", "/\evil.example" and "/%2F%2Fevil.example" all mean another host to a
 * browser or to a proxy that decodes the path.
 */
const LEADING_SEPARATORS = /^(?:[\s\p{Cc}/\\]|%2f|%5c)+/iu;

/**
 * `target` as a path on the shop's own origin (with its query and hash): leading slashes and
 * backslashes collapse into one, and a url with a scheme or another host becomes '/'.
 */
export function safeLocalPath(target: string): string {
  const trimmed = target.trim();
  const path = LEADING_SEPARATORS.test(trimmed) ? `/${trimmed.replace(LEADING_SEPARATORS, '')}` : undefined;
  // Anything that does not start like a path (a scheme, a host, a relative word) is not a target of ours.
  if (path === undefined) return '/';
  let resolved: URL;
  try {
    resolved = new URL(path, OWN_ORIGIN);
  } catch {
    return '/';
  }
  if (resolved.origin !== OWN_ORIGIN) return '/';
  // The parser keeps '//' inside the path ('/a/..//b' gives '//b'): collapse it once more.
  const pathname = resolved.pathname.replace(LEADING_SEPARATORS, '/');
  return `${pathname}${resolved.search}${resolved.hash}`;
}

/** A redirect answer to `target` that cannot leave the shop's origin (see safeLocalPath). */
export function redirectWithinShop(target: string, init?: number | ResponseInit): Response {
  return redirect(safeLocalPath(target), init);
}
