/** Search text is normalised before it is sent, so equal searches share one cache entry. */
export function normalizeSearchText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}
