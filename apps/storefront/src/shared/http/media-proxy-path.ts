// The storefront passes /media/* to the api. The api serves far more than media (/graphql,
// /readyz, its dev mailbox), so a path that climbs out of /media/ must never be passed on.

const MEDIA_PREFIX = '/media/';

/**
 * The api path to fetch for a /media/… request path (without query), or undefined when it is
 * not a media file's path: every segment is decoded once and must be a plain name (no '.', '..',
 * slashes, backslashes or control characters); the result is encoded again, so the api reads
 * exactly these segments.
 */
export function mediaProxyPath(requestPath: string): string | undefined {
  if (!requestPath.startsWith(MEDIA_PREFIX)) return undefined;
  const segments = requestPath.slice(MEDIA_PREFIX.length).split('/');
  const names: string[] = [];
  for (const segment of segments) {
    let name: string;
    try {
      name = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (name === '' || name === '.' || name === '..' || /[/\\\p{Cc}]/u.test(name)) return undefined;
    names.push(name);
  }
  return `${MEDIA_PREFIX}${names.map(encodeURIComponent).join('/')}`;
}
