import { safeLocalPath } from '../routing/safe-path';

// Text from the url reaches api queries, other urls and the page. NUL and other control
// characters, and percent-encodings that are not UTF-8 (among them encoded lone surrogates),
// have no meaning in a shop url and make the api or a url builder fail, so they are removed.

const ESCAPE_OR_CHARACTER = /%[0-9a-f]{2}|[\s\S]/giu;
const CONTROL_OR_REPLACEMENT = /[\p{Cc}\uFFFD]/gu;

/**
 * The request target (path and query) without those characters, as a same-origin path to redirect
 * to; undefined when the target is clean already.
 */
export function cleanRequestTarget(target: string): string | undefined {
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : target.slice(queryStart + 1);
  let changed = false;
  const cleanPath = path
    .split('/')
    .map((segment) => {
      const cleaned = cleanComponent(segment, false);
      if (cleaned === undefined) return segment;
      changed = true;
      return cleaned;
    })
    .join('/');
  const cleanQuery = query
    ?.split('&')
    .map((pair) =>
      pair
        .split('=')
        .map((part) => {
          const cleaned = cleanComponent(part, true);
          if (cleaned === undefined) return part;
          changed = true;
          return cleaned;
        })
        .join('='),
    )
    .join('&');
  if (!changed) return undefined;
  return safeLocalPath(cleanQuery === undefined ? cleanPath : `${cleanPath}?${cleanQuery}`);
}

/** A url component without the characters above, encoded again; undefined when it has none. */
function cleanComponent(raw: string, isQuery: boolean): string | undefined {
  const text = isQuery ? raw.replaceAll('+', ' ') : raw;
  try {
    if (!/\p{Cc}/u.test(decodeURIComponent(text))) return undefined;
  } catch {
    // Not UTF-8: decoded below with replacement characters, which are then removed.
  }
  const encoder = new TextEncoder();
  const bytes: number[] = [];
  for (const [token] of text.matchAll(ESCAPE_OR_CHARACTER)) {
    if (token.length === 3 && token.startsWith('%')) bytes.push(Number.parseInt(token.slice(1), 16));
    else bytes.push(...encoder.encode(token));
  }
  const decoded = new TextDecoder('utf-8').decode(new Uint8Array(bytes));
  return encodeURIComponent(decoded.replace(CONTROL_OR_REPLACEMENT, ''));
}
