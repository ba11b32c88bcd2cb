// Responsive product images: the renditions the api offers become a srcset, and the card tells
// the browser how wide it is shown (sizes), so a phone never downloads the desktop image.

export interface ImageRendition {
  url: string;
  width: number;
}

/**
 * A `srcset` of the renditions, narrowest first, one entry per width. Undefined when there is
 * nothing to choose from: no renditions, or every rendition is the same file (vector images
 * scale without loss, so `src` alone serves every width).
 */
export function buildSrcSet(renditions: readonly ImageRendition[]): string | undefined {
  const usable = renditions.filter(
    (entry) => entry.url !== '' && Number.isInteger(entry.width) && entry.width > 0,
  );
  if (new Set(usable.map((entry) => entry.url)).size < 2) return undefined;
  const byWidth = new Map<number, string>();
  for (const entry of [...usable].sort((a, b) => a.width - b.width)) {
    if (!byWidth.has(entry.width)) byWidth.set(entry.width, entry.url);
  }
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ');
}

/**
 * The `sizes` of a card in a grid of `columns` columns: two columns on phones (as the grid's
 * css does below 700px), the column share of the content width above, capped at the page width.
 */
export function productCardSizes(columns: number, maxPageWidth = 1200): string {
  const share = Math.max(1, Math.round(columns));
  return `(max-width: 700px) 50vw, (max-width: ${maxPageWidth}px) ${Math.ceil(100 / share)}vw, ${Math.ceil(maxPageWidth / share)}px`;
}
